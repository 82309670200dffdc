// What the public request forms (book a coaching session, the teams contact form) share: the form
// state with the name and email checks, sending with the failure shown in the form, the name and
// email fields, and the "sent" notice with a way to send another.
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { looksLikeEmail } from './formRules';

export interface ContactValues {
  name: string;
  email: string;
}

interface RequestFormOptions<Values extends ContactValues> {
  initialValues: Values;
  /** Checks beyond name and email: a message per field that fails. */
  validate?: (values: Values) => FormErrors;
  /** Sends the request; a thrown call error shows in the form. */
  send: (values: Values) => Promise<unknown>;
}

export function useRequestForm<Values extends ContactValues>({
  initialValues,
  validate,
  send,
}: RequestFormOptions<Values>) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) => ({
      name: values.name.trim() ? null : t('publicSite.booking.nameMissing'),
      email: looksLikeEmail(values.email) ? null : t('publicSite.booking.emailInvalid'),
      ...validate?.(values),
    }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
      form.reset();
      setSent(true);
    } catch (error) {
      setFailure(describeCallError(error, t, i18n.language));
    }
  });

  return { form, submit, failure, sent, sendAnother: () => setSent(false) };
}

/** The required name and email fields of a request form. */
export function NameAndEmailFields<Values extends ContactValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('publicSite.booking.name')}
        autoComplete="name"
        required
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('publicSite.booking.email')}
        type="email"
        autoComplete="email"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
    </>
  );
}

/** Said once a request is sent, with a button back to an empty form. */
export function RequestSent({ message, onAnother }: { message: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
        {message}
      </Alert>
      <Button variant="default" onClick={onAnother} w="fit-content">
        {t('publicSite.booking.another')}
      </Button>
    </Stack>
  );
}
