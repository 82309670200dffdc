// The other ways to give a note: a real MIDI keyboard (where the browser has Web MIDI) and the
// microphone (singing or playing; the note heard shows with its cents as it is heard).
import { Button, Group, Text } from '@mantine/core';
import { IconMicrophone, IconPiano } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { noteName } from './music';
import { useMidiInput } from './useMidiInput';
import { usePitch } from './usePitch';

export function NoteInputs({ onNote }: { onNote: (midi: number) => void }) {
  const { t } = useTranslation();
  const midi = useMidiInput(onNote);
  const mic = usePitch(onNote);
  const heard = mic.heard;
  return (
    <Group gap="sm" align="center">
      {midi.status !== 'unsupported' && (
        <Button
          variant="default"
          leftSection={<IconPiano size={16} aria-hidden="true" />}
          onClick={midi.connect}
          disabled={midi.status === 'connecting' || midi.status === 'connected'}
        >
          {midi.status === 'connected'
            ? t('earTraining.inputs.midiConnected', { count: midi.inputs.length })
            : t('earTraining.inputs.midiConnect')}
        </Button>
      )}
      {midi.status === 'denied' && <Text size="sm">{t('earTraining.inputs.midiDenied')}</Text>}
      {midi.status === 'connected' && midi.played !== null && (
        <Text size="sm" data-testid="midi-played" data-midi={midi.played}>
          {t('earTraining.inputs.played', { note: noteName(midi.played) })}
        </Text>
      )}
      {mic.status !== 'unsupported' && (
        <Button
          variant="default"
          leftSection={<IconMicrophone size={16} aria-hidden="true" />}
          onClick={mic.status === 'listening' ? mic.stop : mic.start}
          disabled={mic.status === 'starting'}
          aria-pressed={mic.status === 'listening'}
        >
          {mic.status === 'listening' ? t('earTraining.inputs.micStop') : t('earTraining.inputs.micStart')}
        </Button>
      )}
      {mic.status === 'denied' && <Text size="sm">{t('earTraining.inputs.micDenied')}</Text>}
      {mic.status === 'listening' && (
        <Text size="sm" data-testid="heard" data-midi={heard?.midi ?? ''} data-cents={heard?.cents ?? ''}>
          {heard
            ? t('earTraining.inputs.heard', {
                note: noteName(heard.midi),
                cents: `${heard.cents >= 0 ? '+' : '−'}${Math.abs(heard.cents)}`,
              })
            : t('earTraining.inputs.listening')}
        </Text>
      )}
    </Group>
  );
}
