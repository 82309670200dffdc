// /school-settings (type 2): the head's first-run checklist, then the school's name, logo, accent
// colour, mail sender and footer, the certificates' signature line and the webshop address, with a
// test mail. Saved values reach every
// open page through settings:changed; a refused field is marked on the field itself.
import { Button, ColorInput, Container, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../shared/calls/settings';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { useGetSettingsQuery } from '../../api/settingsApi';
import { FormError } from '../../components/FormError';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { ChecklistPanel } from './ChecklistPanel';
import { LogoField } from './LogoField';
import { useSaveBrandMutation } from './schoolApi';
import { TestMailButton } from './TestMailButton';

type Fields = { [K in keyof Brand]: string };
const FIELDS: (keyof Brand)[] = [
  'schoolName',
  'logoUrl',
  'accentColor',
  'mailSenderName',
  'mailFooter',
  'certificateSignature',
  'webshopUrl',
];

function asFields(brand: Brand): Fields {
  return Object.fromEntries(FIELDS.map((key) => [key, brand[key] ?? ''])) as Fields;
}

/** Empty fields are "not set" (null), except the name, which the server requires. */
function asBrand(fields: Fields): Brand {
  const value = (key: keyof Brand) => (fields[key].trim() === '' ? null : fields[key].trim());
  return {
    schoolName: fields.schoolName.trim(),
    logoUrl: value('logoUrl'),
    accentColor: value('accentColor'),
    mailSenderName: value('mailSenderName'),
    mailFooter: value('mailFooter'),
    certificateSignature: value('certificateSignature'),
    webshopUrl: value('webshopUrl'),
  };
}

/** The branding fields the server refused (VALIDATION_FAILED lists each). */
function refusedFields(error: unknown): (keyof Brand)[] {
  const callError = asCallError(error);
  const errors = callError.kind === 'failure' ? (callError.failure.errors ?? []) : [];
  return FIELDS.filter((key) => errors.some((each) => each.field === key));
}

export default function BrandingPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const { data: settings } = useGetSettingsQuery({});
  const [saveBrand, saving] = useSaveBrandMutation();
  const [fields, setFields] = useState<Fields | null>(null);
  const [invalid, setInvalid] = useState<Partial<Record<keyof Brand, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The form starts from the saved branding once; later pushes do not overwrite what is typed.
  useEffect(() => {
    if (settings && fields === null) setFields(asFields(settings.brand));
  }, [settings, fields]);

  if (!fields) return <PageLoader />;

  const set = (key: keyof Brand) => (value: string) => {
    setFields({ ...fields, [key]: value });
    setInvalid({ ...invalid, [key]: undefined });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const saved = await saveBrand(asBrand(fields)).unwrap();
      setFields(asFields(saved));
      showToast({ message: t('school.brand.saved'), color: 'green' });
    } catch (error) {
      const refused = refusedFields(error);
      setInvalid(Object.fromEntries(refused.map((field) => [field, t(`school.brand.invalid.${field}`)])));
      // Focus on the first refused field; a failure of the whole call is said above the button.
      if (refused[0]) document.getElementById(`brand-${refused[0]}`)?.focus();
      else setFailure(describeCallError(error, t, i18n.language));
    }
  };

  const input = (key: keyof Brand) => ({ id: `brand-${key}`, value: fields[key], error: invalid[key] });

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Text c="dimmed">{t('school.brand.intro')}</Text>
        <ChecklistPanel />
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              {...input('schoolName')}
              label={t('school.brand.schoolName')}
              required
              maxLength={80}
              onChange={(e) => set('schoolName')(e.currentTarget.value)}
            />
            <LogoField
              url={fields.logoUrl}
              error={invalid.logoUrl}
              onChange={set('logoUrl')}
              onError={(message) => setInvalid({ ...invalid, logoUrl: message })}
            />
            <ColorInput
              {...input('accentColor')}
              label={t('school.brand.accentColor')}
              description={t('school.brand.accentHint')}
              format="hex"
              withEyeDropper={false}
              withPicker={false}
              onChange={set('accentColor')}
            />
            <Title order={2} size="h4" id="mail">
              {t('school.brand.mailTitle')}
            </Title>
            <TextInput
              {...input('mailSenderName')}
              label={t('school.brand.mailSenderName')}
              description={t('school.brand.mailSenderHint')}
              maxLength={80}
              onChange={(e) => set('mailSenderName')(e.currentTarget.value)}
            />
            <Textarea
              {...input('mailFooter')}
              label={t('school.brand.mailFooter')}
              description={t('school.brand.mailFooterHint')}
              autosize
              minRows={2}
              maxLength={500}
              onChange={(e) => set('mailFooter')(e.currentTarget.value)}
            />
            <Title order={2} size="h4">
              {t('school.brand.certificateTitle')}
            </Title>
            <TextInput
              {...input('certificateSignature')}
              label={t('school.brand.certificateSignature')}
              description={t('school.brand.certificateSignatureHint')}
              maxLength={120}
              onChange={(e) => set('certificateSignature')(e.currentTarget.value)}
            />
            <TextInput
              {...input('webshopUrl')}
              type="url"
              label={t('school.brand.webshopUrl')}
              description={t('school.brand.webshopHint')}
              onChange={(e) => set('webshopUrl')(e.currentTarget.value)}
            />
            <FormError message={failure} />
            <Group>
              <Button type="submit" loading={saving.isLoading}>
                {t('school.brand.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <TestMailButton />
      </Stack>
    </Container>
  );
}
