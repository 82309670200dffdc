// What a course part's page shows from other features: the part's exam and its reward box.
export { ExamPanel } from '../../features/exams/ExamPanel';
export { RewardBoxSlot } from '../../features/rewards/RewardBoxSlot';
