// Fixed loopback ports for the browser tests: the build bakes the sandbox's URL
// into the site, so it cannot be random. Different from `npm start`'s 4010/9000
// so both can run at once.
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4011);
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT || 9101);
// The proxy project's server: its own port, so its rate-limit counters start from zero.
export const E2E_PROXY_SERVER_PORT = Number(process.env.E2E_PROXY_SERVER_PORT || 9102);
// The edge project: Varnish (deploy/edge/site.vcl) on E2E_EDGE_PORT in front of a proxy-mode
// server of its own on E2E_EDGE_SERVER_PORT.
export const E2E_EDGE_SERVER_PORT = Number(process.env.E2E_EDGE_SERVER_PORT || 9103);
export const E2E_EDGE_PORT = Number(process.env.E2E_EDGE_PORT || 9180);
// The sandbox OpenID provider the staff console signs in through (proxy and edge projects).
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT || 4041);
// The staff loop (e2e/loop/): a server that runs real `gatsby build`s on the CMS's webhook, as
// `npm start` starts it, with the console signing in through the same OpenID provider.
export const E2E_LOOP_SERVER_PORT = Number(process.env.E2E_LOOP_SERVER_PORT || 9104);
export const E2E_LOOP_SITE = `http://127.0.0.1:${E2E_LOOP_SERVER_PORT}`;
