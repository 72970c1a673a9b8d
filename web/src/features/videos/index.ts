/** The videos feature's public entry: the one fetcher of a folder's videos (the admin lists them too). */
export { getVideos } from './api/get-videos';
