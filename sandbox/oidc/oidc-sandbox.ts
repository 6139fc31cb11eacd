// A real OpenID provider on this machine (the `oidc-provider` package, certified), standing in
// for Google Workspace or Entra ID: the console signs in through it exactly as it would through
// them (discovery, authorization code with PKCE, signed ID tokens, userinfo, RP-initiated
// logout). Sandbox only.
import { generateKeyPairSync } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { loginPage } from './login-page';
import { logoutPage, SIGNED_OUT_PAGE } from './logout-page';
import { MemoryAdapter } from './memory-adapter';
import {
  findSandboxAccount,
  SANDBOX_ACCOUNTS,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_PASSWORD,
} from './sandbox-accounts';

export interface OidcSandboxOptions {
  port: number;
  host?: string;
  /**
   * Origins of the consoles that may sign in (each gets its /staff/sign-in/callback, and its
   * /staff/signed-out after a sign-out).
   */
  consoleOrigins: string[];
  /** false: no RP-initiated logout (no end_session_endpoint), as with Google. Default true. */
  logout?: boolean;
}

export interface OidcSandbox {
  issuer: string;
  close: () => Promise<void>;
}

const CALLBACK_PATH = '/staff/sign-in/callback';
const SIGNED_OUT_PATH = '/staff/signed-out';

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) request.destroy(new Error('form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

function configuration(consoleOrigins: string[], logout: boolean): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_secret: SANDBOX_CLIENT_SECRET,
        redirect_uris: consoleOrigins.map((origin) => new URL(CALLBACK_PATH, origin).href),
        post_logout_redirect_uris: consoleOrigins.map(
          (origin) => new URL(SIGNED_OUT_PATH, origin).href,
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: MemoryAdapter,
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'sandbox', use: 'sig' }] },
    cookies: { keys: ['sandbox-only-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: logout,
        logoutSource: (ctx, form) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = SIGNED_OUT_PAGE;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = SANDBOX_ACCOUNTS.find((candidate) => candidate.id === id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    // The interaction pages are this file's; oidc-provider renders only its error pages.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox sign-in error</title></head><body><main><h1>Sandbox sign-in error</h1><p>${String(out.error).replace(/[<>&"]/g, '')}: ${String(out.error_description ?? '').replace(/[<>&"]/g, '')}</p></main></body></html>`;
    },
  };
}

/** Answers /interaction/<uid> (the login form, then an automatic consent for the console). */
async function interaction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  const uid = details.uid;
  if (request.method === 'POST' && path.endsWith('/login')) {
    const form = await readForm(request);
    const login = form.get('login') ?? '';
    const account = findSandboxAccount(login);
    if (!account || form.get('password') !== SANDBOX_PASSWORD) {
      sendHtml(
        response,
        401,
        loginPage(uid, 'That e-mail address and password do not match a sandbox account.', login),
      );
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.id } },
      {
        mergeWithLastSubmission: false,
      },
    );
    return;
  }
  if (details.prompt.name === 'login') {
    sendHtml(response, 200, loginPage(uid));
    return;
  }
  // The console is the organisation's own application: consent is given for it, once.
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || typeof clientId !== 'string') throw new Error('interaction without a session');
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    {
      mergeWithLastSubmission: true,
    },
  );
}

export async function startOidcSandbox(options: OidcSandboxOptions): Promise<OidcSandbox> {
  const host = options.host ?? '127.0.0.1';
  let provider: Provider | null = null;
  let handle: ReturnType<Provider['callback']> | null = null;
  const server = http.createServer((request, response) => {
    if (!provider || !handle) {
      response.writeHead(503).end();
      return;
    }
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/interaction/')) {
      interaction(provider, request, response, path).catch((error: Error) => {
        if (!response.headersSent) {
          sendHtml(
            response,
            400,
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox sign-in</title></head><body><main><h1>This sign-in has expired</h1><p>Go back to the staff console and sign in again.</p><p>(${error.message.replace(/[<>&"]/g, '')})</p></main></body></html>`,
          );
        }
      });
      return;
    }
    void handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  provider = new Provider(issuer, configuration(options.consoleOrigins, options.logout ?? true));
  handle = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
