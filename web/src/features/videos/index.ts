/**
 * The videos feature's public entry: the one fetcher of a folder's videos (the admin lists them
 * too), the player (a saved lecture plays in it), and the calls offline study makes on a lecture:
 * its details and stream access, and the viewer's writes it sends again from its outbox.
 */
export { getVideos } from './api/get-videos';
export { getVideoMeta } from './api/get-video-meta';
export { getStreamAccess } from './api/stream-access';
export { saveProgress } from './api/save-progress';
export { likeVideo } from './api/like-video';
export { addComment } from './api/add-comment';
export { VideoPlayer } from './components/VideoPlayer';
export { loadHls } from './player/load-hls';
