/** The tutes feature's public entry: the one fetcher of a category's tutes (the admin lists them too). */
export { getTutes } from './api/get-tutes';
