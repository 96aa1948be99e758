import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SupplierRef } from '#api/define.ts';
import { buyAgainItems } from '#domain/orders/buy-again.ts';
import { BuyAgainRow, SpecialsRow } from '#features/catalog/components/home-rows.tsx';
import { catalogStrings } from '#features/catalog/strings.ts';
import { orderHistoryQuery } from '#features/orders/order-query.ts';

export const strings = [catalogStrings];

// The history is the review card's too (one request between them); asked again at most this often.
const HISTORY_FRESH_MS = 60_000;

/**
 * The home's product rows, after the first page (home.tsx loads this chunk then): Specials for
 * everyone, Buy again for a signed-in shopper from their order history.
 */
export function HomeRows({ supplier, userId }: { supplier: SupplierRef; userId: number | null }) {
  return (
    <>
      <SpecialsRow supplier={supplier} />
      {userId !== null && <BuyAgain supplier={supplier} userId={userId} />}
    </>
  );
}

function BuyAgain({ supplier, userId }: { supplier: SupplierRef; userId: number }) {
  const history = useInfiniteQuery({ ...orderHistoryQuery(userId), staleTime: HISTORY_FRESH_MS });
  const items = useMemo(() => buyAgainItems(history.data ?? []), [history.data]);
  return <BuyAgainRow supplier={supplier} items={items} />;
}
