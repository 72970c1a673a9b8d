/**
 * The student's own pages, /user-profile and /fees, as the route table loads them: one small
 * module behind one import, so the route table (in every visitor's first load) names a single file
 * for both rather than each page's whole preload list. The page shown follows when it opens.
 */
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { withTexts } from '../../i18n/late-texts';

const UserProfile = lazy(() => import('../../features/profile/routes/UserProfile'));
const FeesPage = lazy(() => withTexts('fees', import('../../features/fees/routes/FeesPage')));

export default function AccountScreens() {
  return useLocation().pathname.startsWith('/fees') ? <FeesPage /> : <UserProfile />;
}
