/**
 * The fees feature's public entry. The profile shows the "Class fees" card as a lazy chunk of its
 * own, so only the loader is here; /fees is routed by the app.
 */
import { withTexts } from '../../i18n/late-texts';

export const loadFeesCard = () => withTexts('fees', import('./components/FeesCard'));
