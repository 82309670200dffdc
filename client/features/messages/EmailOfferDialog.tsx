// After a send to someone offline (SPEC §4): "send it as email?" Yes emails it (the same message
// again within 10 s is not emailed twice), No leaves it in Tonic.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { showToast } from '../../components/toast';
import { emailOfferClosed, selectEmailOffer } from './messagesSlice';
import { emailMessage } from './sendMessage';

export default function EmailOfferDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const offer = useAppSelector(selectEmailOffer);
  const close = () => dispatch(emailOfferClosed());
  const accept = async () => {
    if (!offer) return;
    close();
    const result = await dispatch(emailMessage(offer.messageId));
    if (result === 'sent') showToast({ message: t('messages.emailSent'), color: 'green' });
    else if (result === 'failed') showToast({ message: t('messages.emailFailed'), color: 'red' });
  };
  return (
    <Modal
      opened={offer !== null}
      onClose={close}
      title={<Text fw={700}>{t('messages.emailTitle')}</Text>}
      zIndex={300}
      centered
      closeButtonProps={{ 'aria-label': t('messages.close') }}
    >
      <Text size="sm">{t('messages.emailQuestion', { name: offer?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('messages.no')}
        </Button>
        <Button onClick={() => void accept()} data-autofocus>
          {t('messages.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
