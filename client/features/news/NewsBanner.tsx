// The latest-news banner (SPEC §2, §4): the newest published item unless its id was dismissed.
// Learn More opens the item in a dialog; Close remembers the id in newsSpotlightViewed and, for a
// signed-in person, records the interaction on the server. Load failures are only logged (§8).
// One line of a fixed height at every width (the title ends in an ellipsis; the dialog has all of
// it), so the shell can hold its place before it loads; it says whether it shows once it knows.
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../base/hooks';
import { localNews } from '../../base/localised';
import { selectSessionUser } from '../../session/sessionUser';
import NewsDialog, { NewsTitle } from './NewsDialog';
import { useGetLatestNewsQuery, useStoreNewsInteractionMutation } from './newsApi';
import { readViewed, rememberViewed, showsSpotlight } from './spotlight';

/** One line at every width; the shell holds this height (and the margin below) before it loads. */
const NEWS_BANNER_HEIGHT = 52;

export default function NewsBanner({ onShown }: { onShown?: (shown: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const { data, error } = useGetLatestNewsQuery({ user_id: user?.Id ?? null });
  const [viewed, setViewed] = useState<number[]>(readViewed);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [storeInteraction] = useStoreNewsInteractionMutation();
  const latest = data?.[0] ?? null;
  const shown = showsSpotlight(latest?.id, viewed);
  const known = data !== undefined || error !== undefined;

  useEffect(() => {
    if (error) console.error('News could not be loaded', error);
  }, [error]);
  useEffect(() => {
    if (known) onShown?.(shown);
  }, [known, shown, onShown]);

  if (!latest || (!shown && !dialogOpen)) return null;

  const close = () => {
    setViewed(rememberViewed(latest.id));
    if (user)
      storeInteraction({ news_id: latest.id, user_id: user.Id })
        .unwrap()
        .catch((thrown: unknown) => console.error('News interaction not recorded', thrown));
  };

  return (
    <>
      {shown && (
        <Paper
          component="section"
          aria-label={t('news.banner')}
          withBorder
          radius="md"
          px="sm"
          mb="md"
          h={NEWS_BANNER_HEIGHT}
          bg="var(--mantine-color-default-hover)"
          data-testid="news-banner"
        >
          <Group justify="space-between" wrap="nowrap" gap="sm" h="100%">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
              {/* On a phone the title needs the room more. */}
              <Box visibleFrom="xs" style={{ display: 'flex', flexShrink: 0 }}>
                <IconNews size={22} aria-hidden="true" />
              </Box>
              <Text fw={600} truncate="end" style={{ minWidth: 0 }}>
                <NewsTitle html={localNews(latest, i18n.language).title} />
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Button size="xs" onClick={() => setDialogOpen(true)}>
                {t('news.learnMore')}
              </Button>
              <Button size="xs" variant="default" onClick={close}>
                {t('news.close')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <NewsDialog item={latest} opened={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
