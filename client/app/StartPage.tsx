// `/`: in the teams variant a signed-out visitor meets the landing page (SPEC §1, §2); everyone else
// gets the sign-in page, which sends the signed-in on to their courses as before.
import { useSearchParams } from 'react-router-dom';
import { selectSite } from '../api/callContext';
import { lazyWithTexts } from '../base/featureTexts';
import { useAppSelector } from '../base/hooks';
import type { PageProps } from '../components/page';
import LoginPage from '../features/auth/LoginPage';
import { selectSessionStatus } from '../session/sessionSlice';

const LandingPage = lazyWithTexts(['publicSite'], () => import('../features/publicSite/LandingPage'));

export default function StartPage(props: PageProps) {
  const site = useAppSelector(selectSite);
  const status = useAppSelector(selectSessionStatus);
  const [params] = useSearchParams();
  // `?logout` and `?triedUrl` are the sign-in page's business.
  const landing =
    site === 'teams' && status === 'signedOut' && !params.has('logout') && !params.has('triedUrl');
  return landing ? <LandingPage /> : <LoginPage {...props} />;
}
