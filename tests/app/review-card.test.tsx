import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCard, strings } from '../../src/features/orders/components/review-card';
import { setLocale, withStrings } from '../../src/lib/i18n';

// The review card on its own: what it shows in each language and what each of its parts does.
// Where it appears (the home and the order's page, never as a dialog) is review-prompt.test.tsx.

afterEach(async () => {
  await setLocale('en');
});

function renderCard() {
  withStrings({ strings });
  const onRate = vi.fn<(rating: number | null) => void>();
  const onDismiss = vi.fn<() => void>();
  render(<ReviewCard reference="ORD-001002" onRate={onRate} onDismiss={onDismiss} />);
  const card = screen.getByRole('region', { name: 'How was order ORD-001002?' });
  return { card, onRate, onDismiss };
}

describe('the review card', () => {
  it('shows five star buttons, each opening the review with its rating', async () => {
    const { card, onRate, onDismiss } = renderCard();
    const stars = within(within(card).getByRole('group', { name: 'Your rating' })).getAllByRole('button');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await userEvent.click(within(card).getByRole('button', { name: '4 stars' }));
    expect(onRate).toHaveBeenCalledExactlyOnceWith(4);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('opens the review without a rating when the card itself is tapped', async () => {
    const { card, onRate } = renderCard();
    await userEvent.click(within(card).getByRole('heading', { name: 'How was order ORD-001002?' }));
    expect(onRate).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("'Not now' puts it off without opening the review", async () => {
    const { card, onRate, onDismiss } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onRate).not.toHaveBeenCalled();
  });

  it.each([
    ['af', 'Hoe was bestelling ORD-001002?', '1 ster', '4 sterre', 'Nie nou nie'],
    ['fr', "Comment s'est passée la commande ORD-001002 ?", '1 étoile', '4 étoiles', 'Plus tard'],
  ] as const)('speaks %s', async (locale, title, one, four, later) => {
    await setLocale(locale);
    withStrings({ strings });
    render(<ReviewCard reference="ORD-001002" onRate={() => undefined} onDismiss={() => undefined} />);
    const card = screen.getByRole('region', { name: title });
    expect(within(card).getByRole('button', { name: one })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: four })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: later })).toBeInTheDocument();
    expect(within(card).queryByText('Tap a star to rate it')).toBeNull();
  });
});
