/**
 * What happens when a download the browser ran in the background (Background Fetch) settles, or the
 * student taps its notification. A placeholder until saving lectures in the background exists.
 */
export function handleBackgroundFetch(
  _event: BackgroundFetchEvent | BackgroundFetchUpdateUIEvent,
  _kind: 'success' | 'fail' | 'abort' | 'click',
): Promise<void> {
  return Promise.resolve();
}
