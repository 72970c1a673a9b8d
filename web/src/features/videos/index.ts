/**
 * The videos feature's public entry: the one fetcher of a folder's videos (the admin lists them
 * too), and the player (a saved lecture plays in it).
 */
export { getVideos } from './api/get-videos';
export { VideoPlayer, type VideoPlayerProps } from './components/VideoPlayer';
export { prefetchHls, loadHls } from './player/load-hls';
