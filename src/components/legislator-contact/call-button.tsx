import React, { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '../ui/button';
import type { CallPanelProps } from './call-panel';

// The panel's code is fetched when the visitor reaches for the button, not with the page.
const loadPanel = () => import('./call-panel');
const CallPanel = lazy(loadPanel);
const preload = () => void loadPanel().catch(() => undefined);

type CallButtonProps = Omit<CallPanelProps, 'open' | 'onClose'>;

/** "Call", opening the call panel for one legislator. */
export const CallButton = (props: CallButtonProps) => {
  const { t } = useTranslation('legislator-contact');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {t('call.button')}
        <span className="visually-hidden"> {props.formatName}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CallPanel {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
