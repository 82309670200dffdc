import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeUserHtml } from './sanitize';

const PAYLOADS = [
  '<script>alert(1)</script>hello',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<style>body{display:none}</style>styled',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="steal()">text</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<<script>script>alert(1)<</script>/script>',
  '<p>unclosed <b>bold <i>italic',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<a href="//evil.example">protocol relative</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=p></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
];

describe('sanitizeUserHtml', () => {
  it.each(PAYLOADS)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeUserHtml(payload);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<style|<object|<embed|<form|<input|<math/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:|href="\/\//i);
    expect(sanitizeUserHtml(clean)).toBe(clean);
  });

  it('keeps ordinary formatting and safe links', () => {
    const html =
      '<p>Hi <strong>there</strong>, see <a href="https://tonic.test/x">this</a> and <a href="mailto:a@b.se">mail</a></p><ul><li>one</li></ul>';
    const clean = sanitizeUserHtml(html);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).toContain('href="https://tonic.test/x"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('<li>one</li>');
    expect(sanitizeUserHtml(clean)).toBe(clean);
  });

  it('closes broken markup', () => {
    expect(sanitizeUserHtml('<p>unclosed <b>bold')).toBe('<p>unclosed <b>bold</b></p>');
  });
});

describe('htmlToText', () => {
  it('turns paragraphs into lines', () => {
    expect(htmlToText('<p>One &amp; two</p><p>Three</p>')).toBe('One & two\nThree');
  });
});
