// This tab's course edit mode (SPEC §3 activeCourseEditedById, §4): which course it edits, whether
// the preview shows instead of the editors, and the notice to show when editing ended by itself.
// Light on purpose: the course pages read it to swap their content for the editors.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isStaff } from '../../../shared/access';
import { useAppSelector } from '../../base/hooks';
import { type RootState, rootReducer } from '../../base/store';
import { selectSessionUser } from '../../session/sessionUser';

/** idle: released for inactivity; closed: released elsewhere; lockLost: a save was refused. */
export type EditNoticeKind = 'idle' | 'closed' | 'lockLost';

export interface EditModeState {
  /** The course this tab edits (it holds the course's lock); null when not editing. */
  courseId: number | null;
  /** Edit mode with the student view showing instead of the editors. */
  preview: boolean;
  notice: { kind: EditNoticeKind; courseId: number } | null;
}

const initialState: EditModeState = { courseId: null, preview: false, notice: null };

const editModeSlice = createSlice({
  name: 'editMode',
  initialState,
  reducers: {
    /** The lock was granted: edit mode, preview off. */
    editModeEntered(state, action: PayloadAction<number>) {
      state.courseId = action.payload;
      state.preview = false;
      state.notice = null;
    },
    /** Closed by the editor: back to the preview. */
    editModeLeft(state) {
      state.courseId = null;
      state.preview = false;
    },
    previewShown(state, action: PayloadAction<boolean>) {
      state.preview = action.payload;
    },
    /** The lock is gone without the editor closing (idle, elsewhere, refused save). */
    editModeLost(state, action: PayloadAction<{ courseId: number; kind: EditNoticeKind }>) {
      if (state.courseId === action.payload.courseId) {
        state.courseId = null;
        state.preview = false;
      } else if (action.payload.kind !== 'lockLost' || state.notice !== null) {
        // Edit mode already ended (and said why): a save refused on the way out adds nothing.
        return;
      }
      // A refused save asks for a reload: keep that notice over a milder one.
      if (state.notice?.kind !== 'lockLost') state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
});

const editMode = editModeSlice.injectInto(rootReducer);

export const { editModeEntered, editModeLeft, previewShown, editModeLost, noticeDismissed } =
  editMode.actions;

type StateWithEditMode = RootState & { [editModeSlice.reducerPath]?: EditModeState };

const stateOf = (state: StateWithEditMode): EditModeState => state[editModeSlice.reducerPath] ?? initialState;

export const selectEditingCourseId = (state: StateWithEditMode) => stateOf(state).courseId;
export const selectPreview = (state: StateWithEditMode) => stateOf(state).preview;
export const selectEditNotice = (state: StateWithEditMode) => stateOf(state).notice;

/** Types 2 and 8 (and staff privilegies) may edit courses (SPEC §6). */
export function useCanEditCourses(): boolean {
  const user = useAppSelector(selectSessionUser);
  return user !== null && isStaff(user);
}

/** This tab edits the course and shows the editors (edit mode with the preview off). */
export function useEditorsShown(courseId: number): boolean {
  const editing = useAppSelector(selectEditingCourseId);
  const preview = useAppSelector(selectPreview);
  return editing === courseId && !preview;
}
