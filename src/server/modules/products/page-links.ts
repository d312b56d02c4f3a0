/**
 * The Link header of one page of a list (RFC 8288): the previous and next pages' addresses, relative,
 * each the request's own path and query with only `page` changed; null when neither exists. A page past
 * the end links back to the last page.
 */
export function pageLinkHeader(requestUrl: string, page: number, pageCount: number): string | null {
  const [path = '', query = ''] = requestUrl.split('?', 2);
  const link = (target: number, rel: 'prev' | 'next') => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links = [
    ...(page > 1 ? [link(Math.min(page - 1, pageCount), 'prev')] : []),
    ...(page < pageCount ? [link(page + 1, 'next')] : []),
  ];
  return links.length > 0 ? links.join(', ') : null;
}
