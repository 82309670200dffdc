// A part's page in edit mode (preview off): its settings and its blocks, auto-saved every 6 s
// (SPEC §9) and at once when leaving the part, closing edit mode, hiding or closing the tab (then as
// keepalive requests). A save refused with "lock lost, reload" ends edit mode (editingApi); other
// failures are retried at the next tick. A school or exam part also holds its exam (ExamEditor),
// saved with its own button.
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallContract } from '../../../shared/calls/define';
import { holdsExam, isExamPart } from '../../../shared/examStates';
import { selectSite } from '../../api/callContext';
import { errorCodeOf } from '../../api/callError';
import type { CallInput, CallRef } from '../../api/contract';
import { sendKeepalive } from '../../api/keepaliveCall';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { type SaveHow, useSaveWhenLeaving } from '../../components/useSaveWhenLeaving';
import type { Course, CoursePartPage } from '../courses';
import { ExamEditor } from '../exams';
import { type AutoSaver, createAutoSaver, type SaveStatus } from './autoSave';
import { BlockEditor } from './BlockEditor';
import { blockInputsOf, blocksOf, type EditableBlock } from './blocks';
import { editingCalls } from './calls';
import { useSaveCoursePartMutation, useSavePartBlocksMutation } from './editingApi';
import { editModeLost } from './editModeSlice';
import { registerEditor } from './editSession';
import { PartSettingsFields } from './PartSettingsFields';
import { type PartSettings, partSettingsOf, savePartInputOf } from './partSettings';

/** PublishDate is listed with the course's parts, not on the part's own page. */
function publishDateOf(course: Course, partId: number): string | null {
  return course.CourseParts.find((p) => p.Id === partId)?.PublishDate ?? null;
}

/** The part settings' title, the save state and "Save now". */
function SettingsHeader({ status, onSave }: { status: SaveStatus; onSave: () => void }) {
  const { t } = useTranslation();
  return (
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
          onClick={onSave}
        >
          {t('editing.saveNow')}
        </Button>
      </Group>
    </Group>
  );
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
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSite);
  const siteRef = useRef(site);
  siteRef.current = site;

  useEffect(() => {
    const ids = { courseId: course.Id, partId: part.Id };
    /** Going away, the save is a keepalive request; a "lock lost" refusal still ends edit mode. */
    const beforeGoing = <C extends CallContract>(ref: CallRef<C>, input: CallInput<C>) =>
      sendKeepalive(ref, input, siteRef.current).catch((error: unknown) => {
        if (errorCodeOf(error) === 'LOCK_LOST')
          dispatch(editModeLost({ courseId: ids.courseId, kind: 'lockLost' }));
        throw error;
      });
    const saveSettings = async (how: SaveHow) => {
      if (!dirty.current.settings) return;
      dirty.current.settings = false;
      const input = savePartInputOf(ids.courseId, ids.partId, latest.current.settings);
      try {
        if (how.keepalive) await beforeGoing(editingCalls.saveCoursePart, input);
        else await calls.current.savePart(input).unwrap();
      } catch (error) {
        dirty.current.settings = true;
        throw error;
      }
    };
    const saveBlocks = async (how: SaveHow) => {
      if (!dirty.current.blocks) return;
      const inputs = blockInputsOf(latest.current.blocks);
      if (inputs === null) throw new Error('A video address is not acceptable yet.');
      dirty.current.blocks = false;
      const input = { CourseId: ids.courseId, CoursePartId: ids.partId, Blocks: inputs };
      try {
        if (how.keepalive) await beforeGoing(editingCalls.savePartBlocks, input);
        else await calls.current.saveBlocks(input).unwrap();
      } catch (error) {
        dirty.current.blocks = true;
        throw error;
      }
    };
    const saver = createAutoSaver({
      onStatus: setStatus,
      // Going away both are sent at once: there may be no time to wait for one before the other.
      save: async (how) => {
        if (how.keepalive) {
          const results = await Promise.allSettled([saveSettings(how), saveBlocks(how)]);
          const failure = results.find((result) => result.status === 'rejected');
          if (failure) throw failure.reason;
          return;
        }
        await saveSettings(how);
        await saveBlocks(how);
      },
    });
    saverRef.current = saver;
    const unregister = registerEditor(saver);
    return () => {
      unregister();
      saver.stop();
      // Leaving the part (or edit mode) saves what is left at once.
      void saver.flush();
      saverRef.current = null;
    };
  }, [course.Id, part.Id, dispatch]);
  useSaveWhenLeaving(() => saverRef.current);

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
          <SettingsHeader status={status} onSave={() => void saverRef.current?.flush()} />
          <PartSettingsFields value={settings} onChange={changeSettings} />
        </Stack>
      </Paper>
      <Divider />
      <BlockEditor blocks={blocks} onChange={changeBlocks} />
      {holdsExam(Number(settings.PostType)) && (
        <Suspense fallback={null}>
          <ExamEditor
            courseId={course.Id}
            partId={part.Id}
            examPart={isExamPart(Number(settings.PostType))}
            beforeSave={() => saverRef.current?.flush() ?? Promise.resolve()}
            onLockLost={() => dispatch(editModeLost({ courseId: course.Id, kind: 'lockLost' }))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
