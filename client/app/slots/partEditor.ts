// The part editor edits an exam part's questions with the exams feature's editor.
export { ExamEditor } from '../../features/exams/ExamEditor';
