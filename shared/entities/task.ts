// A task of the staff work queue (SPEC §7 tasks.php): the shape the task calls and task:changed share.
import { z } from '../zod';

export const taskSchema = z.object({
  Id: z.number().int().describe('The task id.'),
  TaskType: z.number().int().describe('The kind of task (shared/tasks.ts), e.g. 9 a support request.'),
  Description: z.string().describe('What is asked.'),
  Note: z.string().describe('Staff notes.'),
  TaskOwner: z.number().int().describe('The staff member who took it; -1: nobody has taken it yet.'),
  UserId: z.number().int().nullable().describe('The person it is about, if any.'),
  UserFileId: z.number().int().nullable().describe('An attached file, if any.'),
  CourseId: z.number().int().nullable().describe('The course it is about, if any.'),
  CoursePartId: z.number().int().nullable().describe('The course part it is about, if any.'),
  UserExamId: z.number().int().nullable().describe('The exam to review, for exam tasks.'),
  EventStartDate: z.string().nullable().describe('The due or event date.'),
  CompleteTheTask: z.boolean().describe('Whether it is done.'),
  CompletedDate: z.string().nullable().describe('When it was done.'),
  CompletedByUserId: z.number().int().nullable().describe('Who completed it.'),
  Trashed: z.boolean().describe('Whether it is in the trash.'),
  CreatedAt: z.string().describe('When it was opened.'),
  UserRealName: z.string().nullable().describe('The name of the person it is about, for lists.'),
  OwnerName: z.string().nullable().describe('The owner’s name, for lists.'),
  CourseName: z.string().nullable().describe('The course’s name, for lists.'),
});
export type Task = z.infer<typeof taskSchema>;
