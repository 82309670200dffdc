// The exam calls, from their addresses in shared/calls/addresses/exams.ts.
import * as examsAddresses from '../../../shared/calls/addresses/exams';
import type * as exams from '../../../shared/calls/exams';
import { callRefs } from '../../api/contract';

export const examCalls = {
  ...callRefs<typeof exams>(examsAddresses),
} as const;
