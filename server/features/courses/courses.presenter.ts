// What leaves the server about courses: the spec's field names, flags as 0/1.
import type { Block, Course, CoursePart } from '../../../shared/courses';
import type { BlockRecord, CourseRecord, PartRecord } from './courses.repo';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export interface PartView {
  part: PartRecord;
  videoPlay: { play: number; at: string } | undefined;
  live: boolean;
}

export function presentBlock({ part, videoPlay }: PartView): Block {
  return {
    Id: part.Id,
    BlockType: 'Post',
    PostId: part.Id,
    PostType: part.PostType,
    Title: part.Name,
    PostName: part.Name,
    VideoLength: part.VideoLength,
    VideoPlay: flag(videoPlay?.play === 1),
    MentorOnly: flag(part.MentorOnly),
    Published: flag(part.Published),
    Free: flag(part.Free),
  };
}

export function presentPart(view: PartView, children: PartView[]): CoursePart {
  const { part, videoPlay, live } = view;
  const watched = videoPlay?.play === 1;
  return {
    Id: part.Id,
    Name: part.Name,
    Blocks: children.map(presentBlock),
    Published: flag(part.Published),
    PublishDate: part.PublishDate,
    SortId: part.SortId,
    VideoLength: part.VideoLength,
    VideoPlay: flag(watched),
    Free: flag(part.Free),
    MentorOnly: flag(part.MentorOnly),
    PostType: part.PostType,
    ProgressCriteria: part.ProgressCriteria,
    MilestoneCompletedDate: part.PostType === 4 && watched ? (videoPlay?.at ?? null) : null,
    PostIcon: part.PostIcon,
    active: flag(live),
    reward_id: part.reward_id,
  };
}

export function presentCourse(course: CourseRecord, parts: CoursePart[], progressPercent: number): Course {
  return {
    Id: course.Id,
    Name: course.Name,
    Description: course.Description,
    Code: course.Code,
    Image: course.Image,
    Language: course.Language,
    CertificateTemplate: course.CertificateTemplate,
    CertificateExpires: course.CertificateExpires,
    CertificateValidityMonths: course.CertificateValidityMonths,
    CourseProgressEvent: course.CourseProgressEvent,
    progress_percent: progressPercent,
    LockedByUserId: null,
    LockedByUsername: null,
    FooterMentorCopy: {
      UseCustomText: course.FooterMentorCopyUseCustomText,
      Text: course.FooterMentorCopyText,
    },
    CourseParts: parts,
  };
}

export function presentContentBlock(block: BlockRecord) {
  return {
    Id: block.Id,
    BlockType: block.BlockType,
    Title: block.Title,
    Content: block.Content,
    VideoUrl: block.VideoUrl,
    VideoLength: block.VideoLength,
    SortId: block.SortId,
    MentorOnly: flag(block.MentorOnly),
    Published: flag(block.Published),
  };
}
