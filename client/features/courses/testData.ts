// Small factories for the feature's tests: a course shaped like get_course's answer.
import type { Block, Course, CoursePart } from './types';

export function aPost(PostId: number, overrides: Partial<Block> = {}): Block {
  return {
    Id: PostId * 100,
    BlockType: 'Post',
    PostId,
    PostType: 1,
    Title: `Post ${PostId}`,
    PostName: `Post ${PostId}`,
    VideoLength: 0,
    VideoPlay: 0,
    MentorOnly: 0,
    Published: 1,
    Free: 0,
    ...overrides,
  };
}

export function aPart(Id: number, overrides: Partial<CoursePart> = {}): CoursePart {
  return {
    Id,
    Name: `Part ${Id}`,
    Blocks: [],
    Published: 1,
    PublishDate: '2026-01-01T00:00:00.000Z',
    SortId: Id * 10,
    VideoLength: 0,
    VideoPlay: 0,
    Free: 0,
    MentorOnly: 0,
    PostType: 1,
    ProgressCriteria: '',
    MilestoneCompletedDate: null,
    PostIcon: null,
    active: 1,
    reward_id: null,
    ...overrides,
  };
}

export function aCourse(Id: number, CourseParts: CoursePart[], overrides: Partial<Course> = {}): Course {
  return {
    Id,
    Name: `Course ${Id}`,
    Description: 'A course',
    Code: `C-${Id}`,
    Image: null,
    Language: 'en',
    CertificateTemplate: null,
    CertificateExpires: false,
    CertificateValidityMonths: null,
    CourseProgressEvent: 1,
    progress_percent: 0,
    LockedByUserId: null,
    LockedByUsername: null,
    FooterMentorCopy: { UseCustomText: false, Text: '' },
    CourseParts,
    ...overrides,
  };
}
