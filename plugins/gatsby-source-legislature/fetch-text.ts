/** A GET of public outside data, with a time limit; throws with a reason staff can read. */
export async function fetchText(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
      headers: { accept: 'text/csv, application/json;q=0.9, */*;q=0.5' },
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`);
    throw new Error(`could not be reached (${(error as Error).message})`);
  }
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
  return response.text();
}
