/**
 * Background Fetch (Chromium's download that goes on with the tab closed) is not in TypeScript's
 * worker library yet: the parts the service worker receives.
 */
interface BackgroundFetchRecord {
  readonly request: Request;
  readonly responseReady: Promise<Response>;
}

interface BackgroundFetchRegistration extends EventTarget {
  readonly id: string;
  readonly uploadTotal: number;
  readonly uploaded: number;
  readonly downloadTotal: number;
  readonly downloaded: number;
  readonly result: '' | 'success' | 'failure';
  readonly failureReason: '' | 'aborted' | 'bad-status' | 'fetch-error' | 'quota-exceeded' | 'download-total-exceeded';
  readonly recordsAvailable: boolean;
  abort(): Promise<boolean>;
  match(request: RequestInfo, options?: CacheQueryOptions): Promise<BackgroundFetchRecord | undefined>;
  matchAll(request?: RequestInfo, options?: CacheQueryOptions): Promise<BackgroundFetchRecord[]>;
}

interface BackgroundFetchEvent extends ExtendableEvent {
  readonly registration: BackgroundFetchRegistration;
}

interface BackgroundFetchUpdateUIEvent extends BackgroundFetchEvent {
  updateUI(options?: { icons?: { src: string; sizes?: string; type?: string }[]; title?: string }): Promise<void>;
}

interface ServiceWorkerGlobalScopeEventMap {
  backgroundfetchsuccess: BackgroundFetchUpdateUIEvent;
  backgroundfetchfail: BackgroundFetchUpdateUIEvent;
  backgroundfetchabort: BackgroundFetchEvent;
  backgroundfetchclick: BackgroundFetchEvent;
}
