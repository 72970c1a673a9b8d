/** The PastPapers screen with offline study in its slots (../../offline-slots). */
import Screen from '../../../features/tutes/routes/PastPapers';
import { withOffline } from '../../offline-slots';

export default withOffline(Screen);
