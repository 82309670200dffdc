// The companies feature's public surface: the companies and the plans on offer, and a trial.
export { useGetCompaniesQuery, useGetPlansQuery, useStartTrialMutation } from './companiesApi';
