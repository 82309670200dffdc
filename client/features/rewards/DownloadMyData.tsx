// "Download my data" on /MyProfile: everything Tonic keeps about the person (users.php
// get_my_data) saved as a JSON file, their right of access in one click.
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLazyGetMyDataQuery } from './rewardsApi';

function saveAsFile(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function DownloadMyData() {
  const { t } = useTranslation();
  const [fetchMyData, { isFetching, isError }] = useLazyGetMyDataQuery();
  const download = async () => {
    const result = await fetchMyData(undefined, false);
    if (!result.data) return;
    saveAsFile(
      `tonic-my-data-${result.data.exportedAt.slice(0, 10)}.json`,
      JSON.stringify(result.data, null, 2),
    );
  };
  return (
    <>
      <Text size="sm">{t('rewards.profile.myDataHint')}</Text>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={isFetching}
        onClick={() => void download()}
        w="fit-content"
      >
        {t('rewards.profile.downloadMyData')}
      </Button>
      {isError && <Text c="red.8">{t('rewards.profile.myDataFailed')}</Text>}
    </>
  );
}
