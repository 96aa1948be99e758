import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEBTOR_LOGIN } from '../../../src/mocks/db/seed/accounts';
import { getState } from '../../../src/mocks/db/state';
import { setScenario } from '../../../src/mocks/scenarios';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { renderApp } from '../../support/render-app';

// The fake backend's lost_answer: the card request is stored, then its answer is lost (a 500). The
// shopper presses again: the same attempt, the same Idempotency-Key, so the supplier answers with
// the card it opened instead of refusing a second request for the same branch.

describe('a debtor card request whose answer is lost', () => {
  it('says so in our words, and the second press gets the one card the first opened', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ deployment: 'market', supplier: KHAYA_FRESH, user: 'debtor', route: '/debtorcards' });
    const group = await screen.findByRole('group', { name: 'Choose a branch' });
    const gugs = (await screen.findAllByRole('radio', { name: /^Gugs Corner Deli/ }))[0]!;
    const supplierId = Number((gugs as HTMLInputElement).value);
    const account = getState('market').mut.accounts.find((a) => a.login === DEBTOR_LOGIN)!;
    const cardsAtGugs = () => account.debtor_cards.filter((card) => card.supplier_id === supplierId);
    expect(cardsAtGugs()).toHaveLength(0);
    setScenario('lost_answer');

    await user.click(within(group).getByRole('radio', { name: /^Gugs Corner Deli/ }));
    await user.click(screen.getByRole('button', { name: 'Request a debtor card' }));
    const form = screen.getByRole('button', { name: /^Request/ }).closest('form')!;
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Something went wrong, try again'),
    );
    expect(screen.queryByText('Internal server error')).toBeNull();
    // Stored all the same: only the answer was lost.
    expect(cardsAtGugs()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Request a debtor card' }));
    const list = await screen.findByRole('list', { name: 'Your debtor cards' });
    expect(await within(list).findByRole('heading', { name: 'Gugs Corner Deli' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cardsAtGugs()).toHaveLength(1);
  });
});
