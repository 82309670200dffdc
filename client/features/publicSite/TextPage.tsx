// The public text pages (/faq, /terms-of-service, /privacy, /products, /student-benefits): a title
// and the page's editable text in the UI language.
import { Container, Stack, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectSite } from '../../api/callContext';
import { useAppSelector } from '../../base/hooks';
import { ContentArea } from '../../components/content/ContentArea';
import type { PageProps } from '../../components/page';
import { isTextPage, pageTextFor } from './pageTexts';

export default function TextPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const site = useAppSelector(selectSite) ?? 'academy';
  const text = isTextPage(titleKey) ? pageTextFor(titleKey, site) : null;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Typography>
          <ContentArea
            contentKey={text?.contentKey}
            defaultContent={text ? t(text.defaultKey) : ''}
            isZoned={text?.isZoned ?? false}
          />
        </Typography>
      </Stack>
    </Container>
  );
}
