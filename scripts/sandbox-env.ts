// Where the sandbox API runs and which credentials it expects, for `npm start` and `npm test`.
// These are the sandbox's own throwaway values, not secrets.
export const SANDBOX_TOKEN = process.env.SANDBOX_TOKEN || 'sandbox-token';
export const SANDBOX_KEY = process.env.SANDBOX_KEY || 'sandbox-key';

export const sandboxUrl = (port: number): string => `http://127.0.0.1:${port}`;

export const startSandboxArgs = (port: number): string[] => [
  'tsx',
  'sandbox/main.ts',
  '--port',
  String(port),
  '--host',
  '127.0.0.1',
  // Image URLs must name the sandbox itself, also when the site's proxy forwards the call.
  '--public-url',
  sandboxUrl(port),
];
