import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { OfferSchema, type Offer } from '../../../src/api/schemas/catalog';
import { createQueryClient } from '../../../src/lib/query-client';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { renderAddToCart } from '../../support/render-add-to-cart';
import { anOffer } from '../../support/fixtures';

/** Rolled oats at R 32.90 per kg unless overridden. */
export const offer = (overrides: Parameters<typeof anOffer>[0] = {}): Offer =>
  OfferSchema.parse(anOffer(overrides));
export const counted = (overrides: Parameters<typeof anOffer>[0] = {}) =>
  offer({
    id: 9002,
    name: 'Beeswax wraps',
    price: 'R 120.00',
    price_in_cents: 12_000,
    per_kg: false,
    ...overrides,
  });

export function open(item: Offer, queryClient = createQueryClient({ retry: false })) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderAddToCart(item, { queryClient, onClose });
  const dialog = screen.getByRole('dialog', { name: item.name });
  return { user, onClose, dialog };
}

export const alerts = () => useAlertsStore.getState().alerts.map((alert) => alert.message);
