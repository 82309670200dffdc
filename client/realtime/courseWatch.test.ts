// Course rooms: joined once per course however many pages watch it, left when the last stops,
// joined again on every connect, and the watchers told after a reconnect.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TonicSocket } from './connection';
import { attachCourseWatches, detachCourseWatches, WATCH_EMITS_PER_SECOND, watchCourse } from './courseWatch';

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
  vi.useRealTimers();
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

describe('course watches, paced', () => {
  const courses = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('sends at most the allowed number a second and the rest as the second passes', async () => {
    vi.useFakeTimers();
    const fake = fakeSocket(true);
    attachCourseWatches(fake.socket);
    const ids = courses(100, WATCH_EMITS_PER_SECOND * 2 + 3);
    const stops = ids.map((id) => watchCourse(id));
    expect(fake.emitted.map((e) => e.CourseId)).toEqual(ids.slice(0, WATCH_EMITS_PER_SECOND));
    vi.advanceTimersByTime(999);
    expect(fake.emitted).toHaveLength(WATCH_EMITS_PER_SECOND);
    vi.advanceTimersByTime(1);
    expect(fake.emitted).toHaveLength(WATCH_EMITS_PER_SECOND * 2);
    vi.advanceTimersByTime(1000);
    expect(fake.emitted.map((e) => e.CourseId)).toEqual(ids);
    expect(fake.emitted.every((e) => e.Watch)).toBe(true);
    vi.advanceTimersByTime(1000);
    for (const stop of stops) stop();
    await settle();
    // The leaves are paced the same way.
    expect(fake.emitted).toHaveLength(ids.length + WATCH_EMITS_PER_SECOND);
    vi.advanceTimersByTime(3000);
    expect(fake.emitted.filter((e) => !e.Watch).map((e) => e.CourseId)).toEqual(ids);
  });

  it('drops a waiting join when its page stops watching before it went out', async () => {
    vi.useFakeTimers();
    const fake = fakeSocket(true);
    attachCourseWatches(fake.socket);
    const stops = courses(200, WATCH_EMITS_PER_SECOND + 2).map((id) => watchCourse(id));
    const last = stops.at(-1);
    last?.();
    await settle();
    vi.advanceTimersByTime(1000);
    expect(fake.emitted.map((e) => e.CourseId)).toEqual(courses(200, WATCH_EMITS_PER_SECOND + 1));
    for (const stop of stops) stop();
    await settle();
    vi.advanceTimersByTime(3000);
  });

  it('asks again on connect for what was waiting when the socket dropped', () => {
    vi.useFakeTimers();
    const fake = fakeSocket(true);
    attachCourseWatches(fake.socket);
    const ids = courses(300, WATCH_EMITS_PER_SECOND + 2);
    const stops = ids.map((id) => watchCourse(id));
    fake.connected = false;
    vi.advanceTimersByTime(1000);
    expect(fake.emitted).toHaveLength(WATCH_EMITS_PER_SECOND);
    fake.connect();
    vi.advanceTimersByTime(2000);
    expect(fake.emitted.slice(WATCH_EMITS_PER_SECOND).map((e) => e.CourseId)).toEqual(ids);
    for (const stop of stops) stop();
  });
});
