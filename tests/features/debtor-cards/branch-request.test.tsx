import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// 'Choose a branch' for the registered debtor at Khaya Fresh: pending/accepted branches are left out.

const openDebtorCards = () =>
  renderApp({ deployment: 'market', supplier: KHAYA_FRESH, user: 'debtor', route: '/debtorcards' });

const branchGroup = () => screen.findByRole('group', { name: 'Choose a branch' });
const requestButton = () => screen.getByRole('button', { name: 'Request a debtor card' });

describe('requesting a debtor card', () => {
  it('offers only branches without a pending or accepted card, a rejected one again', async () => {
    await openDebtorCards();
    const group = await branchGroup();
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('div')?.querySelector('.debtor-branches__name')?.textContent);
    expect(names).toEqual(['Claremont Wholefoods Co-op', 'Gugs Corner Deli']);
    expect(within(group).getByRole('radio', { name: /^Gugs Corner Deli/ })).toHaveAccessibleName(
      expect.stringMatching(/km away/),
    );
  });

  it('asks to choose a branch before requesting', async () => {
    const user = userEvent.setup();
    await openDebtorCards();
    const group = await branchGroup();
    await user.click(requestButton());
    expect(group).toHaveAccessibleDescription('Choose a branch to request a card from');
    const first = within(group).getAllByRole('radio')[0];
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(group).getByRole('radio', { name: /^Gugs Corner Deli/ }));
    expect(group).not.toHaveAccessibleDescription();
  });

  it('sends one idempotency key per attempt and cannot be pressed twice while in flight', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let answer: 'fail' | 'pass' = 'fail';
    let answerFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    server.use(
      http.post('*/api/v1/users/:id/new_debtor_card', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (answer === 'pass') return undefined;
        await firstHeld; // in flight until the test has looked at the button
        return HttpResponse.json({ status: 'error', messages: ['Try later please'] }, { status: 503 });
      }),
    );
    await openDebtorCards();
    const group = await branchGroup();
    await user.click(within(group).getByRole('radio', { name: /^Gugs Corner Deli/ }));
    await user.click(requestButton());
    expect(screen.getByRole('button', { name: 'Requesting…' })).toBeDisabled();
    answerFirst();
    // A server error (5xx) shows the translated generic line, not the server's own words.
    expect(await screen.findByText('Something went wrong, try again')).toBeVisible();
    expect(screen.queryByText('Try later please')).toBeNull();

    // Same branch again: the same attempt, so the same key.
    answer = 'pass';
    await user.click(requestButton());
    const list = await screen.findByRole('list', { name: 'Your debtor cards' });
    expect(await within(list).findByRole('heading', { name: 'Gugs Corner Deli' })).toBeVisible();
    expect(useAlertsStore.getState().alerts.map((alert) => alert.message)).toContain('Debtorcard requested');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the server’s refusal as a form error', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/v1/users/:id/new_debtor_card', () =>
        HttpResponse.json(
          { status: 'error', messages: ['You already have a debtor card for this supplier'] },
          { status: 422 },
        ),
      ),
    );
    await openDebtorCards();
    const group = await branchGroup();
    await user.click(within(group).getByRole('radio', { name: /^Claremont/ }));
    await user.click(requestButton());
    const form = requestButton().closest('form');
    if (!form) throw new Error('no form');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'You already have a debtor card for this supplier',
      ),
    );
  });

  it('says so when every branch already has a card or request', async () => {
    const user = userEvent.setup();
    await openDebtorCards();
    for (const branch of ['Claremont Wholefoods Co-op', 'Gugs Corner Deli']) {
      await user.click(within(await branchGroup()).getByRole('radio', { name: new RegExp(`^${branch}`) }));
      await user.click(requestButton());
      // Claremont's rejected card stays listed next to the new pending one.
      await waitFor(() =>
        expect(screen.queryByRole('radio', { name: new RegExp(`^${branch}`) })).not.toBeInTheDocument(),
      );
    }
    expect(
      await screen.findByText('You already have a card or an open request at every branch near you.'),
    ).toBeVisible();
  });

  it('asks for a shop first when none is chosen', async () => {
    await renderApp({ deployment: 'market', user: 'debtor', route: '/debtorcards' });
    expect(await screen.findByText('Choose a shop first: only some shops offer debtor cards.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
