/** The SampathBooks screen with offline study in its slots (../../offline-slots). */
import Screen from '../../../features/tutes/routes/SampathBooks';
import { withOffline } from '../../offline-slots';

export default withOffline(Screen);
