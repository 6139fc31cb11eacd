// Fixed loopback ports for the browser tests: the build bakes the sandbox's URL
// into the site, so it cannot be random. Different from `npm start`'s 4010/9000
// so both can run at once.
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4011);
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT || 9101);
// The proxy project's server: its own port, so its rate-limit counters start from zero.
export const E2E_PROXY_SERVER_PORT = Number(process.env.E2E_PROXY_SERVER_PORT || 9102);
