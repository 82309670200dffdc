// The profile fields of SPEC §3 as one form, for the person themselves (/MyProfile) and for
// staff (/user/:id). Empty texts are saved as "no value".
import { Button, Grid, Group, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ProfileFields } from '../../../shared/calls/users';

export interface ProfileValues {
  FirstName: string;
  LastName: string;
  Phone: string | null;
  MobilePhone: string | null;
  Address: string | null;
  Street: string | null;
  PostalCode: string | null;
  City: string | null;
  Country: string | null;
  Interests: string | null;
  CollectXp: number;
  Language: string;
}

const TEXT_FIELDS = ['Phone', 'MobilePhone', 'Address', 'Street', 'PostalCode', 'City', 'Country'] as const;
const LABELS = {
  Phone: 'people.phone',
  MobilePhone: 'people.mobilePhone',
  Address: 'people.address',
  Street: 'people.street',
  PostalCode: 'people.postalCode',
  City: 'people.city',
  Country: 'people.country',
} as const;

function formValues(values: ProfileValues) {
  return {
    FirstName: values.FirstName,
    LastName: values.LastName,
    Phone: values.Phone ?? '',
    MobilePhone: values.MobilePhone ?? '',
    Address: values.Address ?? '',
    Street: values.Street ?? '',
    PostalCode: values.PostalCode ?? '',
    City: values.City ?? '',
    Country: values.Country ?? '',
    Interests: values.Interests ?? '',
    CollectXp: values.CollectXp !== 0,
    Language: values.Language === 'sv' ? 'sv' : 'en',
  };
}

interface ProfileFieldsFormProps {
  initial: ProfileValues;
  saving: boolean;
  onSave: (fields: ProfileFields) => Promise<void>;
  collectXpHint?: string;
}

/**
 * The form starts again from the stored values whenever they change (saved in another tab or by
 * staff), so it never shows a stale profile.
 */
export function ProfileFieldsForm(props: ProfileFieldsFormProps) {
  return <ProfileFieldsFormBody key={JSON.stringify(formValues(props.initial))} {...props} />;
}

function ProfileFieldsFormBody({ initial, saving, onSave, collectXpHint }: ProfileFieldsFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: formValues(initial),
    validate: {
      FirstName: (v) => (v.trim() ? null : t('people.myProfile.updateFailed')),
      LastName: (v) => (v.trim() ? null : t('people.myProfile.updateFailed')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const blank = (v: string) => (v.trim() === '' ? null : v.trim());
    await onSave({
      FirstName: values.FirstName.trim(),
      LastName: values.LastName.trim(),
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, blank(values[f])])),
      Interests: blank(values.Interests),
      CollectXp: values.CollectXp ? 1 : 0,
      Language: values.Language as 'en' | 'sv',
    });
    form.resetDirty();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('people.firstName')}
            required
            maxLength={100}
            {...form.getInputProps('FirstName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('people.lastName')}
            required
            maxLength={100}
            {...form.getInputProps('LastName')}
          />
        </Grid.Col>
        {TEXT_FIELDS.map((field) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
            <TextInput label={t(LABELS[field])} maxLength={200} {...form.getInputProps(field)} />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('people.language')}
            data={[
              { value: 'en', label: t('people.languages.en') },
              { value: 'sv', label: t('people.languages.sv') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('Language')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('people.interests')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('Interests')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch
            label={t('people.collectXp')}
            description={collectXpHint}
            {...form.getInputProps('CollectXp', { type: 'checkbox' })}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={saving}>
          {t('people.save')}
        </Button>
      </Group>
    </form>
  );
}
