/** The home feature's public entry: the one fetcher of the slides (the admin lists them too). */
export { getSlides } from './api/get-slides';
