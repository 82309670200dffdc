import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEPALIVE_MAX_BODY_BYTES, sendKeepaliveCall } from './keepaliveCall';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(reply: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(reply), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'user-token' ? 'tok' : null) });
  return fetch;
}

describe('sendKeepaliveCall', () => {
  it('sends the call as every call goes (token, site, urlencoded req and data), kept alive', async () => {
    const fetch = stubFetch({ status: 'OK', data: { Id: 3 } });
    const reply = await sendKeepaliveCall(
      { file: 'course_admin.php', req: 'save_part_blocks', data: { CourseId: 1 } },
      'teams',
    );
    expect(reply).toEqual({ status: 'OK', data: { Id: 3 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/backend/course_admin.php');
    expect(init.keepalive).toBe(true);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', Site: 'teams' });
    const body = new URLSearchParams(init.body as string);
    expect(body.get('req')).toBe('save_part_blocks');
    expect(JSON.parse(body.get('data') ?? '')).toEqual({ CourseId: 1 });
  });

  it("sends a body over the browsers' keepalive limit as an ordinary request", async () => {
    const fetch = stubFetch({ status: 'OK', data: null });
    await sendKeepaliveCall(
      { file: 'x.php', req: 'y', data: { text: 'a'.repeat(KEEPALIVE_MAX_BODY_BYTES) } },
      null,
    );
    expect(fetch.mock.calls[0]![1].keepalive).toBe(false);
  });

  it('rejects with the failure envelope', async () => {
    stubFetch({ status: 'CONFLICT', error_code: 'LOCK_LOST', message: 'lock lost, reload' }, 409);
    await expect(sendKeepaliveCall({ file: 'x.php', req: 'y', data: {} }, null)).rejects.toMatchObject({
      kind: 'failure',
      failure: { error_code: 'LOCK_LOST' },
    });
  });
});
