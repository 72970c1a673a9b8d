/** The RevisionTutes screen with offline study in its slots (../../offline-slots). */
import Screen from '../../../features/tutes/routes/RevisionTutes';
import { withOffline } from '../../offline-slots';

export default withOffline(Screen);
