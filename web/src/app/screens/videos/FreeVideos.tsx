/** The FreeVideos screen with offline study in its slots (../../offline-slots). */
import Screen from '../../../features/videos/routes/FreeVideos';
import { withOffline } from '../../offline-slots';

export default withOffline(Screen);
