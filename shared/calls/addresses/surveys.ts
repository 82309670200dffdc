// The addresses of the calls in ../surveys.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getSurveys = {
  file: 'surveys.php',
  req: 'get_surveys',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getSurvey = {
  file: 'surveys.php',
  req: 'get_survey',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const saveSurvey = {
  file: 'surveys.php',
  req: 'save_survey',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const removeSurvey = {
  file: 'surveys.php',
  req: 'remove_survey',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getSurveyResults = {
  file: 'surveys.php',
  req: 'get_survey_results',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const exportSurveyResults = {
  file: 'surveys.php',
  req: 'export_survey_results',
  access: 'admin',
  scope: 'school',
} as const satisfies CallAddress;

export const getUserSurvey = {
  file: 'surveys.php',
  req: 'get_user_survey',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const submitSurvey = {
  file: 'surveys.php',
  req: 'submit_survey',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;
