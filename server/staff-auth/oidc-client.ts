// OpenID Connect, authorization code with PKCE, through openid-client (a certified relying
// party library): discovery, the authorization address, the code exchange and every check of
// the provider's answer (state, nonce, issuer, audience, signature, expiry) are its work, and so
// is the address that ends the provider's own session (RP-Initiated Logout 1.0).
import * as oidc from 'openid-client';
import type { IdentityClaims } from './staff-access-list';
import type { PendingSignIn } from './staff-session';
import type { StaffAuthSettings } from './staff-auth-options';

export const CALLBACK_PATH = '/staff/sign-in/callback';
/** Where the provider sends a person back after ending its session (registered there too). */
export const SIGNED_OUT_PATH = '/staff/signed-out';
const SCOPE = 'openid email profile';

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export class StaffOidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;
  readonly redirectUri: string;
  readonly signedOutUri: string;

  constructor(private readonly settings: StaffAuthSettings) {
    this.redirectUri = new URL(CALLBACK_PATH, settings.publicUrl).href;
    this.signedOutUri = new URL(SIGNED_OUT_PATH, settings.publicUrl).href;
  }

  /** Discovery runs on first use and again after a failure (the provider may be down at boot). */
  private config(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      const secret = this.settings.clientSecret;
      this.configuration = oidc
        .discovery(
          issuer,
          this.settings.clientId,
          secret,
          secret ? oidc.ClientSecretPost(secret) : oidc.None(),
          {
            timeout: 10,
            // Plain http only for a provider on this machine (the sandbox's).
            execute:
              issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
          },
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  /** The provider's address to send the browser to, and what the callback must check. */
  async start(returnTo: string, now: number): Promise<{ url: string; pending: PendingSignIn }> {
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      returnTo,
      startedAt: now,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /**
   * Exchanges the code of the callback address `query` for the person's verified claims, and
   * the ID token itself (the provider's sign-out wants it back as `id_token_hint`).
   */
  async finish(
    query: string,
    pending: PendingSignIn,
  ): Promise<{ claims: IdentityClaims; idToken: string }> {
    const config = await this.config();
    const currentUrl = new URL(this.redirectUri);
    currentUrl.search = query;
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new Error('the provider sent no ID token');
    const idToken = tokens.id_token;
    if (typeof claims.email === 'string') return { claims, idToken };
    // Some providers (and oidc-provider by default) give the address only at userinfo.
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    return {
      claims: { ...info, ...claims, email: info.email, email_verified: info.email_verified },
      idToken,
    };
  }

  /** Whether the provider can end its own session (Google cannot: no end_session_endpoint). */
  async endsItsSession(): Promise<boolean> {
    return Boolean((await this.config()).serverMetadata().end_session_endpoint);
  }

  /**
   * The provider's address that ends its session and sends the person back to the signed-out
   * page, or null when it offers none. Without the ID token (too big for the cookie) the
   * provider may ask the person to confirm. No `state`: the page it returns to changes nothing.
   */
  async endSessionUrl(idToken: string | undefined): Promise<string | null> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: this.signedOutUri,
      ...(idToken ? { id_token_hint: idToken } : {}),
    }).href;
  }
}
