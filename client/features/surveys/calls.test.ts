// Each survey call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import {
  exportSurveyResults,
  getSurvey,
  getSurveyResults,
  getSurveys,
  getUserSurvey,
  removeSurvey,
  saveSurvey,
  submitSurvey,
} from '../../../shared/calls/surveys';
import { surveyCalls } from './calls';

const contracts = {
  getSurveys,
  getSurvey,
  saveSurvey,
  removeSurvey,
  getSurveyResults,
  exportSurveyResults,
  getUserSurvey,
  submitSurvey,
};

describe('survey call references', () => {
  it.each(Object.entries(surveyCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
