import { describe, expect, it } from 'vitest';
import { useFavouritesStore } from '../../src/domain/favourites/favourites-store';
import { sessionMoment, signOut, startSession } from '../../src/domain/session/lifecycle';
import { useAccountStore } from '../../src/stores/account-store';
import { anAccount } from '../support/fixtures';

const OATS = { product_id: 1001, name: 'Rolled oats', image_url: null };
const RICE = { product_id: 1002, name: 'Basmati rice', image_url: null };
const mine = (id: number) => useFavouritesStore.getState().byShopper[String(id)] ?? [];

describe('favourites', () => {
  it('are kept per shopper, the latest first, and a second press takes one out', () => {
    expect(useFavouritesStore.getState().toggle(OATS)).toBe(false);
    startSession(anAccount({ id: 501 }), 'tok');
    useFavouritesStore.getState().toggle(OATS);
    useFavouritesStore.getState().toggle(RICE);
    expect(mine(501).map((f) => f.product_id)).toEqual([1002, 1001]);
    useFavouritesStore.getState().toggle(OATS);
    expect(mine(501).map((f) => f.product_id)).toEqual([1002]);
    expect(
      JSON.parse(localStorage.getItem('storefront.favourites') ?? '{}').state.byShopper['501'],
    ).toHaveLength(1);
  });

  it('survive a session that ended, and go with a sign-out', async () => {
    startSession(anAccount({ id: 501 }), 'tok');
    useFavouritesStore.getState().toggle(OATS);
    await sessionMoment('session-ended');
    expect(mine(501)).toHaveLength(1);
    startSession(anAccount({ id: 501 }), 'tok2');
    await signOut();
    expect(useAccountStore.getState().account).toBeNull();
    expect(mine(501)).toEqual([]);
    expect(localStorage.getItem('storefront.favourites') ?? '').not.toContain('Rolled oats');
  });

  it('keep another shopper’s list on a shared phone when one signs out', async () => {
    startSession(anAccount({ id: 502 }), 'other');
    useFavouritesStore.getState().toggle(RICE);
    await signOut();
    startSession(anAccount({ id: 501 }), 'tok');
    useFavouritesStore.getState().toggle(OATS);
    startSession(anAccount({ id: 502 }), 'other');
    expect(mine(501)).toHaveLength(1);
  });
});
