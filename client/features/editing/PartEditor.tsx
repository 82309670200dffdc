// A part's page in edit mode (preview off): its settings and its blocks, auto-saved every 6 s
// (SPEC §9) and at once when leaving the part or closing edit mode. A save refused with "lock lost,
// reload" ends edit mode (editingApi); other failures are retried at the next tick.
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, CoursePartPage } from '../courses/types';
import { type AutoSaver, createAutoSaver, type SaveStatus } from './autoSave';
import { BlockEditor } from './BlockEditor';
import { blockInputsOf, blocksOf, type EditableBlock } from './blocks';
import { useSaveCoursePartMutation, useSavePartBlocksMutation } from './editingApi';
import { registerFlush } from './editSession';
import { PartSettingsFields } from './PartSettingsFields';
import { type PartSettings, partSettingsOf, savePartInputOf } from './partSettings';

/** PublishDate is listed with the course's parts, not on the part's own page. */
function publishDateOf(course: Course, partId: number): string | null {
  return course.CourseParts.find((p) => p.Id === partId)?.PublishDate ?? null;
}

export default function PartEditor({ course, part }: { course: Course; part: CoursePartPage }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<PartSettings>(() =>
    partSettingsOf({ ...part, PublishDate: publishDateOf(course, part.Id) }),
  );
  const [blocks, setBlocks] = useState<EditableBlock[]>(() => blocksOf(part.ContentBlocks));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [savePart] = useSaveCoursePartMutation();
  const [saveBlocks] = useSavePartBlocksMutation();

  // The saver reads the newest values when it runs, not those of the render that made it.
  const latest = useRef({ settings, blocks });
  latest.current = { settings, blocks };
  const dirty = useRef({ settings: false, blocks: false });
  const saverRef = useRef<AutoSaver | null>(null);
  const calls = useRef({ savePart, saveBlocks });
  calls.current = { savePart, saveBlocks };

  useEffect(() => {
    const ids = { courseId: course.Id, partId: part.Id };
    const saver = createAutoSaver({
      onStatus: setStatus,
      save: async () => {
        if (dirty.current.settings) {
          dirty.current.settings = false;
          try {
            await calls.current
              .savePart(savePartInputOf(ids.courseId, ids.partId, latest.current.settings))
              .unwrap();
          } catch (error) {
            dirty.current.settings = true;
            throw error;
          }
        }
        if (dirty.current.blocks) {
          const inputs = blockInputsOf(latest.current.blocks);
          if (inputs === null) throw new Error('A video address is not acceptable yet.');
          dirty.current.blocks = false;
          try {
            await calls.current
              .saveBlocks({ CourseId: ids.courseId, CoursePartId: ids.partId, Blocks: inputs })
              .unwrap();
          } catch (error) {
            dirty.current.blocks = true;
            throw error;
          }
        }
      },
    });
    saverRef.current = saver;
    const unregister = registerFlush(saver.flush);
    return () => {
      unregister();
      saver.stop();
      // Leaving the part (or edit mode) saves what is left at once.
      void saver.flush();
      saverRef.current = null;
    };
  }, [course.Id, part.Id]);

  const changeSettings = (next: PartSettings) => {
    setSettings(next);
    dirty.current.settings = true;
    saverRef.current?.changed();
  };
  const changeBlocks = (next: EditableBlock[]) => {
    setBlocks(next);
    dirty.current.blocks = true;
    saverRef.current?.changed();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('editing.partSettings')}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{t('editing.partSettings')}</Text>
            <Group gap="sm">
              <Text
                size="sm"
                c={status === 'failed' ? 'red' : 'dimmed'}
                aria-live="polite"
                data-testid="save-status"
              >
                {t(`editing.saveStatus.${status}`)}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
                disabled={status === 'saved' || status === 'saving'}
                onClick={() => void saverRef.current?.flush()}
              >
                {t('editing.saveNow')}
              </Button>
            </Group>
          </Group>
          <PartSettingsFields value={settings} onChange={changeSettings} />
        </Stack>
      </Paper>
      <Divider />
      <BlockEditor blocks={blocks} onChange={changeBlocks} />
    </Stack>
  );
}
