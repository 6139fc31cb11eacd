import type { FieldValues } from 'react-hook-form';
import { useSiteForm, type SiteFormOptions } from '../../components/form/use-site-form';

/** The form kit as the three SMS forms use it: messages in the `sms` namespace, failures "Error". */
export const useSmsForm = <V extends FieldValues, R>(
  options: Omit<SiteFormOptions<V, R>, 'namespace' | 'failureTitle'>,
) => useSiteForm<V, R>({ ...options, namespace: 'sms', failureTitle: 'error' });
