// The fields of a customer: name, contact and address, country, VAT and registration numbers,
// and the person who gets the courses.
import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/commerce/CountrySelect';
import { PersonPicker } from '../people';
import type { CustomerValues } from './customerForm';

export function CustomerFields({ form }: { form: UseFormReturnType<CustomerValues> }) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('customers.form.name')}
          required
          maxLength={200}
          {...form.getInputProps('Name')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('customers.form.email')}
          description={t('customers.form.emailHint')}
          type="email"
          maxLength={254}
          {...form.getInputProps('Email')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={t('customers.form.street')} maxLength={200} {...form.getInputProps('Street')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('customers.form.postalCode')}
          maxLength={20}
          {...form.getInputProps('PostalCode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={t('customers.form.city')} maxLength={100} {...form.getInputProps('City')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CountrySelect
          label={t('customers.form.country')}
          placeholder={t('customers.form.countryPlaceholder')}
          required
          {...form.getInputProps('Country')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('customers.form.vatNumber')}
          description={t('customers.form.vatNumberHint')}
          maxLength={40}
          {...form.getInputProps('VatNumber')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('customers.form.registrationNumber')}
          maxLength={40}
          {...form.getInputProps('RegistrationNumber')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('customers.form.contactName')}
          maxLength={200}
          {...form.getInputProps('ContactName')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('customers.form.phone')}
          type="tel"
          maxLength={40}
          {...form.getInputProps('Phone')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PersonPicker
          label={t('customers.form.user')}
          description={t('customers.form.userHint')}
          placeholder={t('customers.form.userPlaceholder')}
          value={form.values.UserId}
          onChange={(id) => form.setFieldValue('UserId', id)}
          clearable
        />
      </Grid.Col>
    </Grid>
  );
}
