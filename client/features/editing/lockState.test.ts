import { describe, expect, it } from 'vitest';
import {
  applyLockChange,
  editorOf,
  type HeldLock,
  holdsCourse,
  type LockChange,
  lockLossOf,
  otherEditor,
  WHOLE_COURSE,
} from './lockState';

const ada = { UserId: 1, Username: 'Ada Admin' };
const cole = { UserId: 2, Username: 'Cole Coach' };

function change(partial: Partial<LockChange>): LockChange {
  return { CourseId: 7, CoursePartId: WHOLE_COURSE, Holder: null, Reason: 'released', ...partial };
}

describe('applyLockChange', () => {
  it('adds a granted lock and drops a released one', () => {
    const granted = applyLockChange([], change({ Holder: ada, Reason: 'granted' }));
    expect(granted).toEqual([{ CoursePartId: WHOLE_COURSE, Holder: ada }]);
    expect(applyLockChange(granted, change({ Reason: 'idle' }))).toEqual([]);
  });

  it('keeps locks of other parts', () => {
    const locks: HeldLock[] = [{ CoursePartId: 3, Holder: cole }];
    const next = applyLockChange(locks, change({ Holder: ada, Reason: 'granted' }));
    expect(next).toHaveLength(2);
    expect(applyLockChange(next, change({ CoursePartId: 3 }))).toEqual([
      { CoursePartId: WHOLE_COURSE, Holder: ada },
    ]);
  });

  it('replaces the holder of the same target rather than listing it twice', () => {
    const locks: HeldLock[] = [{ CoursePartId: WHOLE_COURSE, Holder: ada }];
    expect(applyLockChange(locks, change({ Holder: cole, Reason: 'granted' }))).toEqual([
      { CoursePartId: WHOLE_COURSE, Holder: cole },
    ]);
  });
});

describe('who is editing', () => {
  it('names the course holder first, else a part holder', () => {
    expect(editorOf([])).toBeNull();
    expect(editorOf([{ CoursePartId: 4, Holder: cole }])).toEqual(cole);
    expect(
      editorOf([
        { CoursePartId: 4, Holder: cole },
        { CoursePartId: WHOLE_COURSE, Holder: ada },
      ]),
    ).toEqual(ada);
  });

  it('tells the other editor and whether I hold the course', () => {
    const locks: HeldLock[] = [{ CoursePartId: WHOLE_COURSE, Holder: ada }];
    expect(otherEditor(locks, ada.UserId)).toBeNull();
    expect(otherEditor(locks, cole.UserId)).toEqual(ada);
    expect(holdsCourse(locks, ada.UserId)).toBe(true);
    expect(holdsCourse(locks, cole.UserId)).toBe(false);
  });
});

describe('lockLossOf', () => {
  it('ignores changes of other courses, of parts, and when not editing', () => {
    expect(lockLossOf(null, 1, change({ Reason: 'idle' }))).toBeNull();
    expect(lockLossOf(8, 1, change({ Reason: 'idle' }))).toBeNull();
    expect(lockLossOf(7, 1, change({ CoursePartId: 3, Reason: 'idle' }))).toBeNull();
  });

  it('reports idle and disconnect releases with their reason', () => {
    expect(lockLossOf(7, 1, change({ Reason: 'idle' }))).toBe('idle');
    expect(lockLossOf(7, 1, change({ Reason: 'disconnected' }))).toBe('disconnected');
    expect(lockLossOf(7, 1, change({ Reason: 'released' }))).toBe('released');
  });

  it('keeps my own grant and reports someone else taking it', () => {
    expect(lockLossOf(7, 1, change({ Holder: ada, Reason: 'granted' }))).toBeNull();
    expect(lockLossOf(7, 1, change({ Holder: cole, Reason: 'granted' }))).toBe('taken');
  });
});
