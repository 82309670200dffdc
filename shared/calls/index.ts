// Every call contract, in one list: the registry checks each has exactly one handler.
import * as auth from './auth';
import * as codes from './codes';
import * as content from './content';
import * as courseAdmin from './courseAdmin';
import * as courses from './courses';
import * as events from './events';
import * as locks from './locks';
import * as messages from './messages';
import * as privacy from './privacy';
import * as publicSite from './publicSite';
import * as settings from './settings';
import * as surveys from './surveys';
import * as tasks from './tasks';
import * as users from './users';
import * as versions from './versions';
import * as xp from './xp';

export {
  auth,
  codes,
  content,
  courseAdmin,
  courses,
  events,
  locks,
  messages,
  privacy,
  publicSite,
  settings,
  surveys,
  tasks,
  users,
  versions,
  xp,
};

export const ALL_CALLS = [
  tasks.getTasks,
  tasks.getTask,
  tasks.createTask,
  tasks.updateTask,
  codes.getCodes,
  codes.createCodes,
  codes.saveCode,
  codes.exportCodes,
  codes.redeemCode,
  surveys.getSurveys,
  surveys.getSurvey,
  surveys.saveSurvey,
  surveys.removeSurvey,
  surveys.getSurveyResults,
  surveys.exportSurveyResults,
  surveys.getUserSurvey,
  surveys.submitSurvey,
  auth.signIn,
  auth.signOut,
  auth.authUser,
  auth.register,
  auth.verifyEmail,
  auth.requestReset,
  auth.resetPassword,
  courses.getCourse,
  courses.getMyCourses,
  courses.getCoursePart,
  courses.getCoaches,
  courses.getUserExam,
  courses.updateVideoPlay,
  courses.resetEpisodeProgress,
  content.getContent,
  content.saveContent,
  content.getLatestNews,
  content.getNewsItem,
  content.storeNewsInteraction,
  content.saveNews,
  content.getAllNews,
  courseAdmin.getCourses,
  courseAdmin.saveCourse,
  courseAdmin.addCoursePart,
  courseAdmin.saveCoursePart,
  courseAdmin.savePartBlocks,
  courseAdmin.saveSortedCourseParts,
  courseAdmin.removeCoursePart,
  courseAdmin.addFooterCoachText,
  events.getEvents,
  locks.lockCourse,
  locks.closeCourse,
  messages.getMessages,
  messages.markMessagesAsOpened,
  messages.submitMessage,
  messages.sendMessageAsEmail,
  messages.removeMessage,
  messages.getContacts,
  messages.sendSupport,
  publicSite.requestCoachingSession,
  publicSite.sendContact,
  publicSite.getFreeLessons,
  publicSite.getFreeLesson,
  publicSite.completeEarTrainingRound,
  publicSite.getResources,
  publicSite.saveResource,
  publicSite.removeResource,
  settings.getSettings,
  settings.saveSettings,
  users.getUsers,
  users.saveUser,
  users.anonymiseUser,
  privacy.getMyData,
  versions.getVersions,
  xp.saveReward,
  xp.getClaimedRewards,
  xp.getAchievements,
  xp.getAchievement,
  xp.getMyCertificates,
  xp.verifyCertificate,
  xp.setCertificateStatus,
] as const;
