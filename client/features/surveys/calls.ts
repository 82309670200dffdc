// The survey calls (surveys.php); calls.test.ts checks them against shared/calls/surveys.ts.
import type * as surveys from '../../../shared/calls/surveys';
import { callRef } from '../../api/contract';

export const surveyCalls = {
  getSurveys: callRef<typeof surveys.getSurveys>('surveys.php', 'get_surveys'),
  getSurvey: callRef<typeof surveys.getSurvey>('surveys.php', 'get_survey'),
  saveSurvey: callRef<typeof surveys.saveSurvey>('surveys.php', 'save_survey'),
  removeSurvey: callRef<typeof surveys.removeSurvey>('surveys.php', 'remove_survey'),
  getSurveyResults: callRef<typeof surveys.getSurveyResults>('surveys.php', 'get_survey_results'),
  exportSurveyResults: callRef<typeof surveys.exportSurveyResults>('surveys.php', 'export_survey_results'),
  getUserSurvey: callRef<typeof surveys.getUserSurvey>('surveys.php', 'get_user_survey'),
  submitSurvey: callRef<typeof surveys.submitSurvey>('surveys.php', 'submit_survey'),
} as const;
