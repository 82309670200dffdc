// Each task call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { getCourses } from '../../../shared/calls/courseAdmin';
import { createTask, getTask, getTasks, updateTask } from '../../../shared/calls/tasks';
import { taskCalls } from './calls';

const contracts = { getTasks, getTask, createTask, updateTask, getCourses };

describe('task call references', () => {
  it.each(Object.entries(taskCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
