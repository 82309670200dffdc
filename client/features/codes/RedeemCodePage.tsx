// /redeem-code (signed in, SPEC §2, §8): type a registration code; its courses are yours at once
// and My courses shows them. Every refusal has its own text, the cooldown in seconds or in
// minutes and seconds. `?code=` (from /register?code= when signed in) fills the field.
import { Button, Container, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { useRedeemCodeMutation } from './codesApi';

export default function RedeemCodePage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [redeem, { isLoading }] = useRedeemCodeMutation();
  const [granted, setGranted] = useState<{ Id: number; Name: string }[] | null>(null);
  const form = useForm({
    initialValues: { Code: params.get('code') ?? '' },
    validate: { Code: (v) => (v.trim() === '' ? t('codes.redeem.required') : null) },
  });

  const submit = form.onSubmit(async ({ Code }) => {
    try {
      const reply = await redeem(Code.trim()).unwrap();
      setGranted(reply.Courses);
      form.reset();
      form.setFieldValue('Code', '');
      showToast({ message: t('codes.redeem.done'), color: 'green' });
    } catch (thrown) {
      form.setFieldError('Code', describeCallError(thrown, t, i18n.language));
    }
  });

  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t(`pages.${titleKey}`)}
            </Title>
            <Text c="dimmed">{t('codes.redeem.intro')}</Text>
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('codes.redeem.label')}
                placeholder="ABCD-EFGH-JKMN"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                leftSection={<IconTicket size={16} aria-hidden="true" />}
                {...form.getInputProps('Code')}
              />
              <Button type="submit" loading={isLoading}>
                {t('codes.redeem.submit')}
              </Button>
            </Stack>
          </form>
          {granted && (
            <Stack gap="xs" role="status">
              <Text fw={600}>
                {granted.length > 0 ? t('codes.redeem.granted') : t('codes.redeem.nothingNew')}
              </Text>
              <List>
                {granted.map((course) => (
                  <List.Item key={course.Id}>
                    <Link to={`/course/${course.Id}`}>{course.Name}</Link>
                  </List.Item>
                ))}
              </List>
              <Button component={Link} to="/MyCourses" variant="default">
                {t('pages.myCourses')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
