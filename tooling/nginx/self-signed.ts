import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A throwaway self-signed certificate for 127.0.0.1 and localhost, made with openssl for the TLS
// e2e project and the bench's HTTP/2 rows. Browsers are told to accept it (Playwright's
// ignoreHTTPSErrors, Chromium's --ignore-certificate-errors); nothing trusts it beyond that.

export const OPENSSL_BIN = process.env.OPENSSL_BIN ?? 'openssl';

export interface SelfSigned {
  cert: string;
  key: string;
  /** Deletes the certificate, its key and their folder. */
  remove: () => void;
}

/** Whether openssl can run here, and why not when it cannot. */
export function opensslAvailable(): { ok: true } | { ok: false; why: string } {
  const version = spawnSync(OPENSSL_BIN, ['version'], { encoding: 'utf8', timeout: 5_000 });
  if (version.error)
    return { ok: false, why: `${OPENSSL_BIN} not found (Debian: apt-get install -y openssl)` };
  if (version.status !== 0)
    return { ok: false, why: `${OPENSSL_BIN} version failed: ${version.stderr.trim()}` };
  return { ok: true };
}

/** Makes a P-256 certificate valid for two days in a new temp folder (readable by nginx's workers). */
export function makeSelfSignedCert(): SelfSigned {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-tls-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    OPENSSL_BIN,
    [
      ...['req', '-x509', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
      ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ],
    { encoding: 'utf8', timeout: 30_000 },
  );
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (made.status !== 0) {
    remove();
    throw new Error(`openssl could not make a certificate: ${made.error?.message ?? made.stderr.trim()}`);
  }
  // The master reads both before it drops privileges; the folder stays private to this user.
  chmodSync(key, 0o600);
  return { cert, key, remove };
}
