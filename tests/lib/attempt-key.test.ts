import { afterEach, describe, expect, it, vi } from 'vitest';
import { newAttemptKey } from '../../src/lib/attempt-key';

describe('attempt keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('differ from one attempt to the next', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newAttemptKey()));
    expect(keys.size).toBe(50);
  });

  it('still come, unguessable, where randomUUID is missing (a demo on plain http)', () => {
    vi.stubGlobal('isSecureContext', false);
    const key = newAttemptKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newAttemptKey()).not.toBe(key);
  });
});
