/** The PracticalVideos screen with offline study in its slots (../../offline-slots). */
import Screen from '../../../features/videos/routes/PracticalVideos';
import { withOffline } from '../../offline-slots';

export default withOffline(Screen);
