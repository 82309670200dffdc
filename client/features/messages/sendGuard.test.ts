// SPEC §5: blank, too soon, duplicate sends are ignored; emailing again within 10 s too.
import { describe, expect, it } from 'vitest';
import { judgeSend, mayEmailAgain, newClientId, waitBeforeSend } from './sendGuard';

const last = { toUserId: 4, html: '<p>Hello</p>', at: 10_000 };

describe('send guard', () => {
  it('never sends blank HTML', () => {
    expect(judgeSend(null, 4, '<p><br></p>', 0)).toBe('blank');
    expect(judgeSend(null, 4, '<p>Hi</p>', 0)).toBe('send');
  });

  it('ignores a send within 1 s of the last one', () => {
    expect(judgeSend(last, 5, '<p>Other</p>', 10_999)).toBe('tooSoon');
    expect(judgeSend(last, 5, '<p>Other</p>', 11_000)).toBe('send');
  });

  it('ignores the same text to the same person within 5 s', () => {
    expect(judgeSend(last, 4, '<p>Hello</p> ', 14_999)).toBe('duplicate');
    expect(judgeSend(last, 4, '<p>Hello</p>', 15_000)).toBe('send');
    expect(judgeSend(last, 5, '<p>Hello</p>', 12_000)).toBe('send');
  });

  it('emails the same message again only after 10 s', () => {
    expect(mayEmailAgain(undefined, 0)).toBe(true);
    expect(mayEmailAgain(1000, 10_999)).toBe(false);
    expect(mayEmailAgain(1000, 11_000)).toBe(true);
  });

  it('makes ClientIds the server accepts', () => {
    const id = newClientId();
    expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(newClientId()).not.toBe(id);
  });
});

describe('a send held by the 1 s rule', () => {
  it('waits for what is left of the second, and not at all after it', () => {
    const last = { toUserId: 5, html: '<p>Hi</p>', at: 10_000 };
    expect(waitBeforeSend(null, 10_100)).toBe(0);
    expect(waitBeforeSend(last, 10_300)).toBe(700);
    expect(waitBeforeSend(last, 11_000)).toBe(0);
    expect(waitBeforeSend(last, 12_000)).toBe(0);
  });
});
