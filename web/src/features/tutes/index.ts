/** The tutes feature's public entry: the one fetcher of a category's tutes (the admin lists them too), the PDF viewer. */
export { getTutes } from './api/get-tutes';
/** The viewer a saved tute opens in (offline: fed a blob: URL of the cached file). */
export { PdfViewer } from './components/PdfViewer';
