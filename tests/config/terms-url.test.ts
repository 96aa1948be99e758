// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseDeploymentConfig } from '../../src/config/deployment-config';
import { buildCsp } from '../../tooling/nginx/csp';

const load = (name: string) =>
  JSON.parse(readFileSync(`deployments/${name}.json`, 'utf8')) as Record<string, unknown>;

const withTerms = (terms_url: unknown) => ({ ...load('reference'), terms_url });

function refusal(terms_url: unknown): string | undefined {
  try {
    parseDeploymentConfig(withTerms(terms_url));
    return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.issues.find((issue) => issue.path === 'terms_url')?.message;
  }
}

const connectSrc = (terms_url: string) =>
  buildCsp(parseDeploymentConfig(withTerms(terms_url)))
    .split('; ')
    .find((part) => part.startsWith('connect-src '));

describe('terms_url', () => {
  it('points both shipped deployments at terms files that exist in public/', () => {
    for (const name of ['reference', 'market-demo']) {
      const url = parseDeploymentConfig(load(name)).terms_url;
      expect(url, name).toMatch(/^\/terms\/[a-z-]+\.md$/);
      expect(existsSync(`public${url}`), `public${url}`).toBe(true);
    }
  });

  it('is optional', () => {
    const { terms_url: _dropped, ...rest } = load('reference');
    expect(parseDeploymentConfig(rest).terms_url).toBeUndefined();
  });

  it('takes a same-origin path, an https URL, or http on this machine', () => {
    for (const url of ['/terms/shop.md', 'https://shop.example/terms.md', 'http://127.0.0.1:8787/t.txt'])
      expect(refusal(url), url).toBeUndefined();
  });

  it('refuses plain http elsewhere, other schemes and protocol-relative or relative paths', () => {
    for (const url of [
      'http://shop.example/terms.md',
      'javascript:alert(1)',
      'data:text/plain,hi',
      '//evil.example/terms.md',
      '/\\evil.example/terms.md',
      'terms.md',
      '',
    ])
      expect(refusal(url), url).toBeDefined();
  });

  it('adds the origin of terms on another host to connect-src; a path needs nothing more', () => {
    expect(connectSrc('https://legal.shop.example/terms.md')).toContain('https://legal.shop.example');
    expect(connectSrc('/terms/zero-waste-pantry.md')).toBe(connectSrc('/terms/other.md'));
    expect(connectSrc('/terms/zero-waste-pantry.md')).not.toContain('legal.shop.example');
  });
});
