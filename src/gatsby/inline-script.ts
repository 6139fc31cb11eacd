// What the head's inline scripts (language-before-paint.ts, action-email-request.ts) share.

/** A call's arguments as JSON, so nothing in them can end the script tag. */
export const scriptArguments = (values: readonly unknown[]): string =>
  values.map((value) => JSON.stringify(value).replace(/</g, '\\u003c')).join(',');

const hasKey = (component: unknown, key: string): boolean =>
  typeof component === 'object' &&
  component !== null &&
  (component as { key?: unknown }).key === key;

/** The head's elements with the one keyed `key` first, the others in their order. */
export const withKeyFirst = <T>(components: readonly T[], key: string): T[] => [
  ...components.filter((component) => hasKey(component, key)),
  ...components.filter((component) => !hasKey(component, key)),
];
