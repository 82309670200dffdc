// The rewards feature's public surface: the reward box's place on a course part page, and the
// profile page's XP, certificates, achievements and data download.
export { AchievementList } from './AchievementList';
export { CertificateList } from './CertificateList';
export { DownloadMyData } from './DownloadMyData';
export { ProfileSummary } from './ProfileSummary';
export { RewardBoxSlot } from './RewardBoxSlot';
export { useGetAchievementsQuery, useGetMyCertificatesQuery } from './rewardsApi';
