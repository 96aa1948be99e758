import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeedOffer } from '../../../src/mocks/db/seed/types';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { fillBasket, lineOf, openBasket, seaPointOffers } from '../../support/basket';

// The compact basket line (issue 39): Remove is an icon button named for its line, and a removal
// (by it, or by minus at the minimum) is said in a toast whose Undo puts the line back where it was.

let first: SeedOffer;
let second: SeedOffer;
let weighed: SeedOffer;
beforeEach(() => {
  [first, second] = seaPointOffers('counted') as [SeedOffer, SeedOffer];
  [weighed] = seaPointOffers('per_kg') as [SeedOffer];
});

const lineNames = () =>
  within(screen.getByRole('list', { name: 'Items in your basket' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const toastOf = (name: string) => {
  const toast = screen.getByText(`${name} was removed from your basket.`).closest('[role]');
  if (!(toast instanceof HTMLElement)) throw new Error(`no toast for ${name}`);
  return toast;
};

describe('compact basket line', () => {
  it('names the remove icon button with the whole action', async () => {
    fillBasket(lineOf(first, 2));
    const { picksChecked } = await openBasket();
    const remove = screen.getByRole('button', { name: `Remove ${first.name} from the basket` });
    // An icon, no visible words: the name is all a screen reader has.
    expect(remove).toHaveTextContent('');
    expect(remove.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(remove).toHaveClass('icon-button');
    // The stepper's value keeps a name that says which line it counts.
    expect(screen.getByRole('status', { name: `Quantity of ${first.name}` })).toHaveTextContent('2');
    await picksChecked();
  });

  it('says a removal in a toast whose Undo puts the line back in its place, at its quantity', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(first, 3), lineOf(second, 1), lineOf(weighed, 0.5));
    const { picksChecked } = await openBasket();
    await user.click(screen.getByRole('button', { name: `Remove ${first.name} from the basket` }));
    expect(lineNames()).toEqual([second.name, weighed.name]);

    await user.click(within(toastOf(first.name)).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(lineNames()).toEqual([first.name, second.name, weighed.name]));
    expect(screen.getByRole('status', { name: `Quantity of ${first.name}` })).toHaveTextContent('3');
    expect(useCartStore.getState().items.map((line) => [line.offer_id, line.qty])).toEqual([
      [first.id, 3],
      [second.id, 1],
      [weighed.id, 0.5],
    ]);
    // Undone once: the toast goes with its button.
    expect(screen.queryByText(`${first.name} was removed from your basket.`)).not.toBeInTheDocument();
    await picksChecked();
  });

  it('takes a line out when minus is pressed at its minimum, with the same Undo', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(first, 1), lineOf(second, 2));
    const { picksChecked } = await openBasket();
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${second.name}` }));
    expect(screen.getByRole('status', { name: `Quantity of ${second.name}` })).toHaveTextContent('1');
    expect(lineNames()).toEqual([first.name, second.name]);

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${first.name}` }));
    expect(lineNames()).toEqual([second.name]);
    await user.click(within(toastOf(first.name)).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(lineNames()).toEqual([first.name, second.name]));
    await picksChecked();
  });
});
