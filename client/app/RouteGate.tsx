// Guards one route (SPEC §5, §8): visitors go to sign in with the page they tried, people
// without access are told "No access to this page" and sent to /denied, pages hidden in this
// site variant answer the 404 page. Allowed pages load lazily.
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSite } from '../api/callContext';
import { useGetSettingsQuery } from '../api/settingsApi';
import { judgeRoute } from '../base/access';
import { useAppDispatch, useAppSelector } from '../base/hooks';
import { PageLoader } from '../components/PageLoader';
import { showToast } from '../components/toast';
import { selectLeftByChoice, signOutSettled } from '../session/sessionSlice';
import { selectSessionUser } from '../session/sessionUser';
import { type DeniedState, deniedPathFor, loginPathFor } from '../session/triedUrl';
import { ChunkBoundary } from './ChunkBoundary';
import type { RouteDef } from './routes';

export function RouteGate({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectSessionUser);
  const leftByChoice = useAppSelector(selectLeftByChoice);
  const site = useAppSelector(selectSite) ?? 'academy';
  const { data: settings } = useGetSettingsQuery({});
  const verdict = judgeRoute(route, {
    user,
    site,
    registrationEnabled: settings?.registrationEnabled ?? false,
  });
  const title = t(`pages.${route.titleKey}`);

  useEffect(() => {
    // A fixed id: React's development double effects must not show the toast twice.
    if (verdict === 'denied') showToast({ id: 'no-access', message: t('guard.noAccess'), color: 'red' });
  }, [verdict, t]);

  useEffect(() => {
    if (leftByChoice && verdict === 'allow') dispatch(signOutSettled());
  }, [leftByChoice, verdict, dispatch]);

  useEffect(() => {
    if (verdict === 'allow') document.title = t('app.pageTitle', { page: title });
  }, [verdict, title, t]);

  const here = `${location.pathname}${location.search}${location.hash}`;
  switch (verdict) {
    case 'signIn':
      // Someone who just signed out on a guarded page goes to / (SPEC §4), not back to sign in.
      return <Navigate to={leftByChoice ? '/' : loginPathFor(here)} replace />;
    case 'denied':
      return (
        <Navigate
          to={deniedPathFor(here)}
          replace
          state={{ reason: t('guard.noAccess') } satisfies DeniedState}
        />
      );
    case 'notFound':
      return <Navigate to="/404" replace />;
    case 'allow': {
      const Page = route.page;
      // Keyed by the path: another page is another try.
      return (
        <ChunkBoundary key={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <Page titleKey={route.titleKey} />
          </Suspense>
        </ChunkBoundary>
      );
    }
  }
}
