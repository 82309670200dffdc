// The branding form's logo: an image uploaded to the editors' folder, shown beside its buttons.
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { uploadFile } from '../../api/upload';

interface LogoFieldProps {
  url: string;
  /** The server's or the upload's complaint, shown in place of the hint. */
  error: string | undefined;
  onChange: (url: string) => void;
  onError: (message: string) => void;
}

export function LogoField({ url, error, onChange, onError }: LogoFieldProps) {
  const { t, i18n } = useTranslation();
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange((await uploadFile(file, 'uploads/')).url);
    } catch (thrown) {
      onError(describeCallError(thrown, t, i18n.language));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t('school.brand.logo')}
      </Text>
      <Group gap="sm">
        {url && <Image src={url} alt={t('school.brand.logoPreview')} h={40} w="auto" fit="contain" />}
        <FileButton onChange={(file) => void onFile(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} id="brand-logoUrl" variant="default" loading={uploading}>
              {t('school.brand.uploadLogo')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button variant="subtle" color="red" onClick={() => onChange('')}>
            {t('school.brand.removeLogo')}
          </Button>
        )}
      </Group>
      <Text size="xs" c={error ? 'red.9' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? t('school.brand.logoHint')}
      </Text>
    </Stack>
  );
}
