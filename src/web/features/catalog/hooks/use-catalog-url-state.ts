import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogQuery, catalogQueryToSearch, parseCatalogQuery } from '#shared/catalog';

const catalogKeys = ['q', 'category', 'sort', 'view'] as const;

/**
 * The search parameters for a catalogue state: `current` with its catalogue keys replaced by `state`
 * (defaults omitted). Parameters that are not the catalogue's (e.g. utm_source) are kept.
 */
function mergeCatalogSearch(current: URLSearchParams, state: CatalogQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of catalogKeys) next.delete(key);
  for (const [key, value] of new URLSearchParams(catalogQueryToSearch(state))) next.append(key, value);
  return next;
}

export interface SetCatalogQueryOptions {
  /** Replace the current history entry instead of adding one (used while typing). */
  replace?: boolean;
}

/**
 * The catalogue's filter, sort and view as they stand in the URL (`?q=&category=&sort=&view=`), and a
 * setter that writes a whole state back. Writing never scrolls the page (the router would otherwise
 * scroll to the top on every change).
 */
export function useCatalogUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseCatalogQuery(searchParams), [searchParams]);
  const setQuery = useCallback(
    (state: CatalogQuery, { replace = false }: SetCatalogQueryOptions = {}) => {
      setSearchParams((current) => mergeCatalogSearch(current, state), {
        replace,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );
  return { query, setQuery };
}

/** What the URL's `q` reads after writing `text` (a blank search is left out of the URL). */
const urlEcho = (text: string) => (text.trim() === '' ? '' : text);

/**
 * The search box's text, kept locally so typing never waits for the router, and written to the URL on
 * each change through `write`. When the URL's `q` changes for another reason (a reset, Back/Forward, a
 * link), the box follows it; the URL catching up with what was typed is recognised and ignored.
 */
export function useSearchText(urlQ: string, write: (text: string) => void) {
  const [text, setText] = useState(urlQ);
  /** Values written to the URL that the router has not reported back yet, oldest first. */
  const pendingEchoes = useRef<string[]>([]);

  useEffect(() => {
    const pending = pendingEchoes.current;
    const index = pending.indexOf(urlQ);
    if (index >= 0) {
      pending.splice(0, index + 1);
      return;
    }
    pendingEchoes.current = [];
    setText(urlQ);
  }, [urlQ]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      pendingEchoes.current.push(urlEcho(next));
      write(next);
    },
    [write],
  );

  /** Sets the text without writing it (the caller writes the whole state itself, e.g. a reset). */
  const reset = useCallback((next: string) => {
    setText(next);
    pendingEchoes.current.push(urlEcho(next));
  }, []);

  return { text, change, reset };
}
