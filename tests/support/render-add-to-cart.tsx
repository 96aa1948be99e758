import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Offer } from '../../src/api/schemas/catalog';
import { AddToCartHost, strings } from '../../src/app/layout/add-to-cart-host';
import { withStrings } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';

/** Where the shell is now, for tests that follow where adding to an order takes the shopper. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * The shell's add-to-basket panel for `offer`, inside a router (adding to an order goes back to
 * it) with the query client given or a fresh one; `also` renders beside it (screens that refetch).
 */
export function renderAddToCart(
  offer: Offer,
  {
    queryClient = createQueryClient({ retry: false }),
    onClose = () => undefined,
    also = null,
  }: {
    queryClient?: QueryClient;
    onClose?: () => void;
    also?: ReactNode;
  } = {},
) {
  // As the shell does when it loads the panel.
  withStrings({ strings });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        {also}
        <AddToCartHost offer={offer} onClose={onClose} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
