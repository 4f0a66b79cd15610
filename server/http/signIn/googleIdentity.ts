// Verifies the id_token from the token endpoint: signature against the issuer's JWKS, issuer, audience,
// expiry (jose), and a verified e-mail. Users are keyed on (issuer, sub).
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { VerifiedIdentity } from '../../domains/auth/sessions';

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(320),
  email_verified: z.union([z.boolean(), z.literal('true')]),
  name: z.string().max(200).optional(),
  picture: z.url().max(1000).optional(),
});

export class IdentityRejected extends Error {}

export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export function createIdTokenVerifier(opts: { issuer: string; jwksUri: string; clientId: string }): IdTokenVerifier {
  // jose is loaded with the first sign-in, not with the server: the embedded sign-in never needs it.
  let keys: Promise<{ jose: typeof import('jose'); jwks: JWTVerifyGetKey }> | undefined;
  const loadKeys = () =>
    (keys ??= import('jose').then((jose) => ({
      jose,
      jwks: jose.createRemoteJWKSet(new URL(opts.jwksUri), { timeoutDuration: 5000 }),
    })));
  return {
    async verify(idToken) {
      const { jose, jwks } = await loadKeys();
      const { payload } = await jose
        .jwtVerify(idToken, jwks, {
          // Google writes its issuer with and without the scheme.
          issuer: [opts.issuer, opts.issuer.replace(/^https:\/\//, '')],
          audience: opts.clientId,
          clockTolerance: 30,
        })
        .catch((error: unknown) => {
          throw new IdentityRejected(`id_token rejected: ${(error as Error).message}`);
        });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new IdentityRejected('id_token lacks sub or email');
      if (claims.data.email_verified !== true && claims.data.email_verified !== 'true') {
        throw new IdentityRejected('e-mail address is not verified');
      }
      return {
        issuer: opts.issuer,
        subject: claims.data.sub,
        email: claims.data.email.toLowerCase(),
        name: claims.data.name ?? null,
        avatarUrl: claims.data.picture ?? null,
      };
    },
  };
}

/** Reads the issuer's discovery document (jwks_uri and friends). */
export async function discoverIssuer(issuer: string): Promise<{ jwks_uri: string }> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status} from ${url}`);
  const doc = z.object({ jwks_uri: z.url(), issuer: z.string() }).parse(await response.json());
  return doc;
}
