// The course tools are on exactly while a course page shows.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../base/store';
import {
  coursePageEntered,
  coursePageLeft,
  selectActiveCourseId,
  selectCurrCoursePostId,
  selectShowCourseNav,
  showCourseNav,
} from './courseUiSlice';

describe('course UI state', () => {
  it('turns the course tools on when a course page shows and off when it goes', () => {
    const store = makeStore();
    expect(selectActiveCourseId(store.getState())).toBeNull();
    store.dispatch(coursePageEntered({ courseId: 1, postId: -1 }));
    store.dispatch(coursePageEntered({ courseId: 1, postId: 5 }));
    expect(selectActiveCourseId(store.getState())).toBe(1);
    expect(selectCurrCoursePostId(store.getState())).toBe(5);
    store.dispatch(coursePageLeft({ courseId: 1 }));
    expect(selectActiveCourseId(store.getState())).toBeNull();
  });

  it('ignores a page of another course leaving after the next one entered', () => {
    const store = makeStore();
    store.dispatch(coursePageEntered({ courseId: 2, postId: -1 }));
    store.dispatch(coursePageLeft({ courseId: 1 }));
    expect(selectActiveCourseId(store.getState())).toBe(2);
  });

  it('opens and closes the drawer', () => {
    const store = makeStore();
    store.dispatch(showCourseNav(true));
    expect(selectShowCourseNav(store.getState())).toBe(true);
    store.dispatch(showCourseNav(false));
    expect(selectShowCourseNav(store.getState())).toBe(false);
  });
});
