// References are built from the zod-free addresses; the contract's type makes a wrong one fail to compile.
import { describe, expect, it } from 'vitest';
import * as tasksAddresses from '../../shared/calls/addresses/tasks';
import type * as tasks from '../../shared/calls/tasks';
import { callRef, callRefs, fromContract } from './contract';

describe('call references', () => {
  it('are the addresses themselves, typed by their contracts', () => {
    const refs = callRefs<typeof tasks>(tasksAddresses);
    expect(refs.getTask).toBe(tasksAddresses.getTask);
    expect(fromContract(refs.getTask).query({ Id: 3 })).toEqual({
      file: 'tasks.php',
      req: 'get_task',
      data: { Id: 3 },
    });
    expect(callRef<typeof tasks.getTasks>(tasksAddresses.getTasks)).toBe(tasksAddresses.getTasks);
  });

  it('refuse, at compile time, an address that is not the contract’s', () => {
    // @ts-expect-error get_tasks is not get_task's address
    const wrong = callRef<typeof tasks.getTask>(tasksAddresses.getTasks);
    // @ts-expect-error the tasks addresses are not the surveys contracts'
    const wrongModule = callRefs<typeof import('../../shared/calls/surveys')>(tasksAddresses);
    expect([wrong, wrongModule]).toHaveLength(2);
  });
});
