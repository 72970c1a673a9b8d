/** The RevisionVideos screen with offline study in its slots (../../offline-slots). */
import Screen from '../../../features/videos/routes/RevisionVideos';
import { withOffline } from '../../offline-slots';

export default withOffline(Screen);
