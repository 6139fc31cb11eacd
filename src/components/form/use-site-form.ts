import { useCallback, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useBotGuard, type BotGuard } from './use-bot-guard';
import { useSubmission } from './use-submission';
import { useFormMessages } from './use-form-messages';
import { toastSuccess, useFailureToast } from './toast-result';
import { dismissToasts } from '../ui/toast';
import { bindFieldProps, type FieldPropsOf } from './field-props';
import type { SchemaLoader } from './lazy-validation';
import { useLazyValidation, type FormInteractionHandlers } from './use-lazy-validation';
import { preloadApiClient } from '../../lib/call-api';

export interface SiteFormOptions<V extends FieldValues, R> {
  /**
   * Imports the feature's yup schema (`() => import('./schema').then(...)`), so yup stays off
   * the page's first load; its messages are keys under `errors.` in `namespace`.
   */
  schema: SchemaLoader<V>;
  defaultValues: V;
  /** The page's translation namespace, which holds `errors.<key>` and the success text. */
  namespace: string;
  /** The call: builds the request body from the values and sends it. */
  send: (values: V) => Promise<R>;
  /** The title of the failure toast ("Attention" shows as a warning). */
  failureTitle: 'error' | 'attention';
  /** The success toast's text (title "Success"); none when omitted. */
  successMessage?: (result: R) => string;
  /** Reset after success: to the default values, or to what the function returns. */
  resetOnSuccess?: boolean | (() => V);
  onSuccess?: (result: R, values: V) => void;
  /** The browser is leaving after success (a payment page): stay busy until it has gone. */
  staysBusyAfterSuccess?: boolean;
  /** "Valid" styling once a field is touched (the action email's rule). */
  showValidOnceTouched?: boolean;
}

export interface SiteForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Disables submit and shows the loader. */
  loading: boolean;
  /** The form-level message for <FormStatus> (invalid submit, dropped submission). */
  status: string;
  clearStatus: () => void;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  fieldProps: FieldPropsOf<V>;
  guard: BotGuard;
  /** Ends `staysBusyAfterSuccess` (the visitor came back from the other site). */
  release: () => void;
  /** The schema once loaded (until then a form shows its submit rules as unmet). */
  schema: ObjectSchema<V> | undefined;
  /** `SiteForm` spreads these on the <form>: interacting with it loads the validation. */
  interaction: FormInteractionHandlers;
}

/**
 * One form of the site: react-hook-form with the yup schema, the bot guard, and the submit
 * lifecycle every form shares (loading flag, toasts, reset on success, values kept on
 * failure, focus on the first invalid field). A form file adds its fields and its call.
 */
export const useSiteForm = <V extends FieldValues, R>(
  options: SiteFormOptions<V, R>,
): SiteForm<V> => {
  const { schema, defaultValues, namespace, send, failureTitle } = options;
  const { t } = useTranslation(namespace);
  const messages = useFormMessages();
  const toastFailure = useFailureToast();
  const guard = useBotGuard();
  const submission = useSubmission();
  const [status, setStatus] = useState('');
  const [leaving, setLeaving] = useState(false);
  const validation = useLazyValidation(schema, preloadApiClient);
  const form = useForm<V>({
    resolver: validation.resolver as Resolver<V>,
    mode: 'onTouched',
    shouldFocusError: true,
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const errorText = useCallback((key?: string) => (key ? t(`errors.${key}`) : undefined), [t]);

  const sendValues = async (values: V) => {
    // A browser's autofill can beat the bot guard's minimum time: wait it out, silently.
    await guard.waitForFillTime();
    try {
      const result = await send(values);
      if (options.staysBusyAfterSuccess) setLeaving(true);
      if (options.successMessage)
        toastSuccess(messages.titles.success, options.successMessage(result));
      const { resetOnSuccess } = options;
      if (resetOnSuccess) form.reset(resetOnSuccess === true ? defaultValues : resetOnSuccess());
      options.onSuccess?.(result, values);
    } catch (error) {
      // The values stay: the visitor can send again as they are.
      if (failureTitle === 'attention') toastFailure(error, messages.titles.attention, 'warning');
      else toastFailure(error, messages.titles.error);
    }
  };

  const validateAndSend = form.handleSubmit(
    async (values) => {
      if (leaving) return;
      if (guard.isBot()) return setStatus(messages.retry);
      setStatus('');
      // The toasts of the attempt before this one would contradict what this one shows.
      dismissToasts();
      await submission.run(() => sendValues(values));
    },
    () => setStatus(messages.invalid),
  );
  // A submit before the validation has arrived waits for it (the resolver does) and is
  // validated; if the download fails, nothing is sent and the values stay.
  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    void validation.load().catch(() => undefined);
    try {
      await validateAndSend(event);
    } catch {
      setStatus(messages.retry);
    }
  };

  return {
    form,
    loading: submission.loading || leaving,
    status,
    clearStatus: useCallback(() => setStatus(''), []),
    onSubmit,
    fieldProps: bindFieldProps(form, errorText, options.showValidOnceTouched ?? false),
    guard,
    release: useCallback(() => setLeaving(false), []),
    schema: validation.schema,
    interaction: validation.interaction,
  };
};
