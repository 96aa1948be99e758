import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersion } from '../../src/app/navigation/version-check';
import { useDeployment } from '../api/helpers';
import { VERSION_KEY } from '../../src/stores/store-keys';

beforeEach(() => useDeployment());

function serve(body: string | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/version.txt');
      // A cached version.txt would hide a deploy forever: always revalidated (a 304 when unchanged).
      expect(init?.cache).toBe('no-cache');
      if (body instanceof Error) throw body;
      return new Response(body, { headers: { 'Content-Type': 'text/plain' } });
    }),
  );
}

describe('checkVersion', () => {
  it('stores the first checksum without a notice', async () => {
    serve('abc123\n');
    const deployed = vi.fn();
    await checkVersion(deployed);
    expect(deployed).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(VERSION_KEY)).toBe('abc123');
  });

  it('does nothing while the checksum is unchanged', async () => {
    sessionStorage.setItem(VERSION_KEY, 'abc123');
    serve('abc123\n');
    const deployed = vi.fn();
    await checkVersion(deployed);
    expect(deployed).not.toHaveBeenCalled();
  });

  it('tells the tab a new build is out when the checksum changed', async () => {
    sessionStorage.setItem(VERSION_KEY, 'abc123');
    serve('def456\n');
    const deployed = vi.fn();
    await checkVersion(deployed);
    expect(deployed).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(VERSION_KEY)).toBe('def456');
  });

  it('only logs a failed check', async () => {
    sessionStorage.setItem(VERSION_KEY, 'abc123');
    serve(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deployed = vi.fn();
    await checkVersion(deployed);
    expect(deployed).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('version check failed', expect.anything());
    expect(sessionStorage.getItem(VERSION_KEY)).toBe('abc123');
  });
});
