// Shown while a page's code or data loads; announced politely to screen readers.
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from './LoadingStatus';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return <LoadingStatus label={t('app.loading')} mih={fullScreen ? '100vh' : 240} />;
}
