/**
 * Whether the content feed (the salon's WordPress) answers: one small REST request (a single
 * page's id), never from a cache, within `timeoutMs`. Any 2xx is an answer; an error status, a
 * refused connection or silence is not.
 */
export async function checkContentFeed(
  timeoutMs: number,
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const url = new URL(`${baseUrl}/wp-json/wp/v2/pages`);
  url.searchParams.set('per_page', '1');
  url.searchParams.set('_fields', 'id');
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  });
  await response.body?.cancel();
  return response.ok;
}
