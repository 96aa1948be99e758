import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OfferSchema } from '../../../src/api/schemas/catalog';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { initI18n } from '../../../src/lib/i18n';
import { useOrdersStore } from '../../../src/domain/orders/editing-store';
import { renderAddToCart } from '../../support/render-add-to-cart';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { anOffer } from '../../support/fixtures';
import { answerOnlyWith, server } from '../../support/msw';

// Adding to an order being edited fails as the other forms do: a server error (5xx) in our words,
// a refusal (4xx) in the supplier's.

const HOST = reference.api.agency_host;
answerOnlyWith();

beforeEach(() => {
  initI18n();
  setDeploymentConfig(parseDeploymentConfig(reference));
  useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
});

const offer = OfferSchema.parse(anOffer({ id: 9002, name: 'Beeswax wraps', per_kg: false }));

async function addAnswered(status: number, message: string) {
  server.use(
    http.post(`${HOST}/api/v1/orders/77/validate_modifications`, () =>
      HttpResponse.json({ status: 'error', messages: [message] }, { status }),
    ),
  );
  renderAddToCart(offer);
  const dialog = screen.getByRole('dialog', { name: 'Beeswax wraps' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
  return within(dialog).findByRole('alert');
}

describe('adding to an order that fails', () => {
  it('shows our translated message for a server error, not the server’s words', async () => {
    const alert = await addAnswered(500, 'Internal server error');
    expect(alert).toHaveTextContent('Something went wrong, try again');
    expect(alert).not.toHaveTextContent('Internal server error');
    expect(useOrdersStore.getState().editing).not.toBeNull();
  });

  it('shows the supplier’s refusal as it said it', async () => {
    const alert = await addAnswered(422, 'This order can no longer be changed');
    expect(alert).toHaveTextContent('This order can no longer be changed');
  });
});
