// The events the cached course data follows: `progress:changed` patches the user's courses, an
// open course and its open parts; `course:changed` refetches them; a course granted or taken
// away (`course:access`) refetches the course list and the access answers it concerns.
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, loadedArgs, onEvents } from '../../app/listeners';
import type { CoursesApi } from './coursesApi';
import { applyProgressToCourse, applyProgressToMyCourses, applyProgressToPart } from './progressCache';

export function startCoursesRealtime(startListening: AppStartListening, coursesApi: CoursesApi): Unsubscribe {
  return startListening(
    onEvents(['progress:changed', 'course:changed', 'course:access'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags, updateQueryData } = coursesApi.util;
      const myCourses = hasLoaded(coursesApi, state, 'getMyCourses');
      if (event.type === 'course:access') {
        const { CourseIds } = event.payload;
        const asked = loadedArgs(coursesApi, state, 'getCourseAccess').filter((id) => CourseIds.includes(id));
        const access = (myCourses ? CourseIds : asked).map((id) => ({ type: 'CourseAccess' as const, id }));
        dispatch(invalidateTags([...(myCourses ? (['MyCourses'] as const) : []), ...access]));
        return;
      }
      const courseId = event.payload.CourseId;
      const courses = loadedArgs(coursesApi, state, 'getCourse').filter((id) => id === courseId);
      const parts = loadedArgs(coursesApi, state, 'getCoursePart').filter(
        (args) => args.CourseId === courseId,
      );
      if (event.type === 'progress:changed') {
        const change = event.payload;
        if (myCourses)
          dispatch(
            updateQueryData('getMyCourses', undefined, (list) => applyProgressToMyCourses(list, change)),
          );
        for (const id of courses)
          dispatch(updateQueryData('getCourse', id, (course) => applyProgressToCourse(course, change)));
        for (const args of parts)
          dispatch(updateQueryData('getCoursePart', args, (part) => applyProgressToPart(part, change)));
        return;
      }
      // A change of the course reaches its open parts through the course's tag.
      if (myCourses) dispatch(invalidateTags(['MyCourses']));
      if (courses.length > 0) dispatch(invalidateTags([{ type: 'Course', id: courseId }]));
    }),
  );
}
