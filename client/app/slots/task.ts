// A task to grade an exam shows the exams feature's review.
export { ExamReview } from '../../features/exams/ExamReview';
