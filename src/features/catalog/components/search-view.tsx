import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import { ErrorState } from '#components/ui/error-state.tsx';
import { track } from '#analytics/analytics.ts';
import { useDebouncedValue } from '#lib/use-debounced-value.ts';
import { searchOffersQuery } from '../queries';
import { NextPageLoader } from '#components/next-page-loader.tsx';
import { OfferGrid, OfferListSkeleton } from './offer-list-screen';
import '../lists.css';

/** Typing pauses this long before a search runs: one request per word, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Offer search at one supplier. The settled query lives in `?query=` (replacing the history entry,
 * so Back leaves search instead of replaying keystrokes); results are keyed by that query, so a
 * slow answer to an older query can never replace the newer one's.
 */
export function SearchView({ supplier }: { supplier: SupplierRef }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('query') ?? '';
  const [text, setText] = useState(urlQuery);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // The URL changed from outside (toolbar search, Back): show what it says.
  const [seenUrl, setSeenUrl] = useState(urlQuery);
  if (urlQuery !== seenUrl) {
    setSeenUrl(urlQuery);
    if (urlQuery !== term) setText(urlQuery);
  }

  // Only a new settled term writes the URL, so an outside change is never written back over.
  const written = useRef(term);
  useEffect(() => {
    if (written.current === term) return;
    written.current = term;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (term) next.set('query', term);
        else next.delete('query');
        return next;
      },
      { replace: true },
    );
  }, [term, setParams]);

  const search = useInfiniteQuery({ ...searchOffersQuery(supplier, term), enabled: term !== '' });
  // Results render at low priority and only when they change: a keystroke never waits on the grid.
  const pages = useDeferredValue(search.data?.pages);
  const offers = useMemo(() => pages?.flatMap((page) => page.offers) ?? [], [pages]);

  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!search.isSuccess || term === '' || tracked.current === term) return;
    tracked.current = term;
    track('search', { search_term: term });
  }, [search.isSuccess, term]);

  const loadMore = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };

  // Results follow the typing already; Enter only puts the phone's keyboard away to show them.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.querySelector('input')?.blur();
  };

  let body;
  if (term === '') body = <p>{t('search.prompt')}</p>;
  else if (search.isPending) body = <OfferListSkeleton />;
  else if (search.isError && offers.length === 0)
    body = (
      <ErrorState
        message={t('errors.generic')}
        retryLabel={t('common.retry')}
        onRetry={() => void search.refetch()}
      />
    );
  else if (offers.length === 0) body = <p>{t('search.no_results')}</p>;
  else
    body = (
      <>
        <OfferGrid offers={offers} listName="search" />
        {search.isFetchNextPageError ? (
          <ErrorState message={t('errors.generic')} retryLabel={t('common.retry')} onRetry={loadMore} />
        ) : (
          <NextPageLoader
            hasMore={search.hasNextPage}
            loading={search.isFetchingNextPage}
            onLoadMore={loadMore}
            pageCount={search.data?.pages.length ?? 0}
            label={t('lists.load_more')}
            loadingLabel={t('common.loading')}
          />
        )}
      </>
    );

  return (
    <>
      <form role="search" className="field search-field" onSubmit={submit}>
        <label className="field__label" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
          // A fresh search opens with the keyboard up; a restored one leaves the results in view.
          autoFocus={urlQuery === ''}
        />
      </form>
      <p className="visually-hidden" aria-live="polite">
        {offers.length > 0 && !search.isFetching ? t('search.showing', { count: offers.length }) : ''}
      </p>
      {body}
    </>
  );
}
