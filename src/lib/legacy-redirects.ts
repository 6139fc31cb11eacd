// The old paths live on. The production server reads the redirects
// from .cache/redirects.json; use-legacy-redirect.ts covers hosts that don't.
export const LEGACY_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/home/', to: '/' },
  { from: '/donations/', to: '/donate/' },
  { from: '/get-involved/', to: '/volunteer/' },
];
