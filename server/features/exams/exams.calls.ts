// user_exam.php: thin handlers.
import * as calls from '../../../shared/calls/exams';
import type { CallRegistry } from '../../calls/registry';
import type { ExamsService } from './exams.service';

export function registerExamsCalls(registry: CallRegistry, exams: ExamsService): void {
  registry.add(calls.getUserExam, async (input, ctx) => ({
    data: await exams.get(ctx.user, input.UserExamId, input.UserId),
  }));
  registry.add(calls.getExam, async (input, ctx) => ({
    data: await exams.forPart(ctx.user, input.CourseId, input.CoursePartId),
  }));
  registry.add(calls.getExamQuestions, async (input, ctx) => ({
    data: await exams.questionsForEditing(ctx.user, input.CourseId, input.CoursePartId),
  }));
  registry.add(calls.saveExamQuestions, async (input, ctx) => ({
    data: await exams.saveQuestions(
      ctx.user,
      input.CourseId,
      input.CoursePartId,
      input.Questions,
      input.ProgressByExam,
    ),
  }));
  registry.add(calls.startUserExam, async (input, ctx) => ({
    data: await exams.start(ctx.user, input.CourseId, input.CoursePartId),
  }));
  registry.add(calls.saveUserExam, async (input, ctx) => ({
    data: await exams.save(ctx.user, input.UserExamId, input.Answers),
  }));
  registry.add(calls.submitUserExam, async (input, ctx) => ({
    data: await exams.submit(ctx.user, input.UserExamId, input.Answers),
  }));
  registry.add(calls.getExamReview, async (input, ctx) => ({
    data: await exams.review(ctx.user, input.UserExamId),
  }));
  registry.add(calls.gradeUserExam, async (input, ctx) => ({
    data: await exams.grade(ctx.user, input.UserExamId, input),
  }));
}
