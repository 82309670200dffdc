// Course UI state (SPEC §3, §4): which course page is showing, which drives the shell's course
// drawer, bottom bar and coach help button (entering a course page turns them on, leaving turns
// them off), and whether the drawer is open, remembered in storage as `showCourseNav`.
// Small and free of the course rules on purpose: the shell reads it in the first bundle.
import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { reportStorageError } from '../../api/storageErrors';
import { type RootState, rootReducer } from '../../base/store';

export const SHOW_COURSE_NAV_KEY = 'showCourseNav';

/** Without a stored choice the drawer starts open where it fits beside the page. */
const WIDE_SCREEN_QUERY = '(min-width: 62em)';

export interface CourseUiState {
  /** The course whose page is showing; null elsewhere (and when that page failed to load). */
  activeCourseId: number | null;
  /** The part showing; -1 is course home. */
  currCoursePostId: number;
  showCourseNav: boolean;
}

function storedShowCourseNav(): boolean {
  try {
    const stored = localStorage.getItem(SHOW_COURSE_NAV_KEY);
    if (stored === 'true' || stored === 'false') return stored === 'true';
    return window.matchMedia(WIDE_SCREEN_QUERY).matches;
  } catch {
    return false;
  }
}

const courseUiSlice = createSlice({
  name: 'courseUi',
  initialState: (): CourseUiState => ({
    activeCourseId: null,
    currCoursePostId: -1,
    showCourseNav: storedShowCourseNav(),
  }),
  reducers: {
    coursePageEntered(state, action: PayloadAction<{ courseId: number; postId: number }>) {
      state.activeCourseId = action.payload.courseId;
      state.currCoursePostId = action.payload.postId;
    },
    /** Left the course's pages, or its page could not load: the course tools go away. */
    coursePageLeft(state, action: PayloadAction<{ courseId: number }>) {
      if (state.activeCourseId !== action.payload.courseId) return;
      state.activeCourseId = null;
      state.currCoursePostId = -1;
    },
    courseNavShown(state, action: PayloadAction<boolean>) {
      state.showCourseNav = action.payload;
    },
  },
  selectors: {
    selectActiveCourseId: (state) => state.activeCourseId,
    selectCurrCoursePostId: (state) => state.currCoursePostId,
    selectShowCourseNav: (state) => state.showCourseNav,
  },
});

export const courseUi = courseUiSlice.injectInto(rootReducer);

export const { coursePageEntered, coursePageLeft } = courseUi.actions;
/** The app's state with this slice, which is injected after the store's type was made. */
type StateWithCourseUi = RootState & { [courseUiSlice.reducerPath]?: CourseUiState };

export const { selectActiveCourseId, selectCurrCoursePostId, selectShowCourseNav } = courseUi.getSelectors(
  (state: StateWithCourseUi) => state[courseUiSlice.reducerPath],
);

/** Opens or closes the course drawer and remembers the choice. */
export function showCourseNav(open: boolean): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    try {
      localStorage.setItem(SHOW_COURSE_NAV_KEY, String(open));
    } catch (error) {
      reportStorageError(error);
      // Not remembered; still applied now.
    }
    dispatch(courseUi.actions.courseNavShown(open));
  };
}
