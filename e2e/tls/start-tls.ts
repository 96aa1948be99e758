import { makeSelfSignedCert, opensslAvailable } from '../../tooling/nginx/self-signed.ts';
import { nginxAvailable, startNginx } from '../../tooling/nginx/start-nginx.ts';
import { E2E } from '../support/e2e-env';

// The `tls` project's server: the same build and config as the nginx project's, rendered with a
// certificate made now (openssl, self-signed for 127.0.0.1 and localhost), so the storefront
// answers HTTPS and HTTP/2 on E2E.tlsPort and its plain-HTTP server on E2E.tlsHttpPort redirects.
// Like the nginx project's setup it never fails the run: the tls specs read these and skip or fail.

export const TLS_SKIP_ENV = 'TLS_E2E_SKIP';
export const TLS_ERROR_ENV = 'TLS_E2E_ERROR';

/** Starts the TLS nginx; resolves to its teardown, or undefined with the reason in the env. */
export async function startTlsServer(): Promise<(() => Promise<void>) | undefined> {
  const missing = [nginxAvailable(), opensslAvailable()].find((check) => !check.ok);
  if (missing && !missing.ok) {
    process.env[TLS_SKIP_ENV] = missing.why;
    return undefined;
  }
  let cert: ReturnType<typeof makeSelfSignedCert> | undefined;
  try {
    cert = makeSelfSignedCert();
    const nginx = await startNginx({
      root: E2E.dist,
      port: E2E.tlsHttpPort,
      deployment: `${E2E.dist}/config.json`,
      tls: { cert: cert.cert, key: cert.key, port: E2E.tlsPort },
    });
    const made = cert;
    return async () => {
      await nginx.stop();
      made.remove();
    };
  } catch (error) {
    cert?.remove();
    process.env[TLS_ERROR_ENV] = error instanceof Error ? error.message : String(error);
    return undefined;
  }
}
