// One news item in a dialog (the banner's Learn More, SPEC §2 "Overlays"). Title and text are HTML
// sanitised by the server.
import { Button, Group, Modal, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localNews } from '../../base/localised';
import type { NewsItem } from './newsApi';
import { newsItemPath } from './paths';

interface NewsDialogProps {
  item: NewsItem;
  opened: boolean;
  onClose: () => void;
}

export function NewsHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (content.service)
  return <Typography dangerouslySetInnerHTML={{ __html: html }} />;
}

export function NewsTitle({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (content.service)
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function NewsDialog({ item, opened, onClose }: NewsDialogProps) {
  const { t, i18n } = useTranslation();
  const shown = localNews(item, i18n.language);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<NewsTitle html={shown.title} />}
      size="lg"
      closeButtonProps={{ 'aria-label': t('news.closeDialog') }}
    >
      <NewsHtml html={shown.content} />
      <Group justify="flex-end" mt="md">
        <Button component={Link} to={newsItemPath(item.id, item.title)} variant="default" onClick={onClose}>
          {t('news.readMore')}
        </Button>
        <Button onClick={onClose}>{t('news.close')}</Button>
      </Group>
    </Modal>
  );
}
