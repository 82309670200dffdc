// Course rooms: joined once per course however many pages watch it, left when the last stops,
// joined again on every connect, and the watchers told after a reconnect.
import { afterEach, describe, expect, it } from 'vitest';
import type { TonicSocket } from './connection';
import { attachCourseWatches, detachCourseWatches, watchCourse } from './courseWatch';

interface FakeSocket {
  connected: boolean;
  emitted: { CourseId: number; Watch: boolean }[];
  connect: () => void;
}

function fakeSocket(connected: boolean): FakeSocket & { socket: TonicSocket } {
  const listeners: (() => void)[] = [];
  const fake: FakeSocket = {
    connected,
    emitted: [],
    connect() {
      fake.connected = true;
      for (const listener of listeners) listener();
    },
  };
  const socket = {
    get connected() {
      return fake.connected;
    },
    on: (_name: string, listener: () => void) => listeners.push(listener),
    emit: (_name: string, payload: { CourseId: number; Watch: boolean }) => fake.emitted.push(payload),
  } as unknown as TonicSocket;
  return Object.assign(fake, { socket });
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  detachCourseWatches();
});

describe('course watches', () => {
  it('joins once for two watchers and leaves when the last one stops', async () => {
    const fake = fakeSocket(true);
    attachCourseWatches(fake.socket);
    const first = watchCourse(1);
    const second = watchCourse(1);
    first();
    await settle();
    expect(fake.emitted).toEqual([{ CourseId: 1, Watch: true }]);
    second();
    await settle();
    expect(fake.emitted).toEqual([
      { CourseId: 1, Watch: true },
      { CourseId: 1, Watch: false },
    ]);
  });

  it('stays in the room when one page of the course follows another', async () => {
    const fake = fakeSocket(true);
    attachCourseWatches(fake.socket);
    const home = watchCourse(2);
    home();
    const part = watchCourse(2);
    await settle();
    expect(fake.emitted).toEqual([{ CourseId: 2, Watch: true }]);
    part();
    await settle();
  });

  it('joins on connect what was watched before, and tells the watchers after a reconnect', async () => {
    const fake = fakeSocket(false);
    attachCourseWatches(fake.socket);
    let rejoined = 0;
    const stop = watchCourse(3, () => {
      rejoined += 1;
    });
    expect(fake.emitted).toEqual([]);
    fake.connect();
    expect(fake.emitted).toEqual([{ CourseId: 3, Watch: true }]);
    expect(rejoined).toBe(0);
    fake.connect();
    expect(fake.emitted).toHaveLength(2);
    expect(rejoined).toBe(1);
    stop();
    await settle();
  });
});
