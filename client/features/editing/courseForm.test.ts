import { describe, expect, it } from 'vitest';
import { courseSettingsInput } from '../../../shared/calls/editing';
import { emptyCourseValues, saveInputOf, validateCourse } from './courseForm';

const filled = { ...emptyCourseValues(), Name: 'Piano basics', Code: 'PIA-101' };

describe('course settings form', () => {
  it('needs a name and a well-formed code', () => {
    expect(validateCourse(emptyCourseValues())).toEqual({ Name: 'required', Code: 'required' });
    expect(validateCourse({ ...filled, Code: 'no spaces' })).toEqual({ Code: 'codeFormat' });
    expect(validateCourse(filled)).toEqual({});
  });

  it('needs a validity period when the certificate expires (SPEC §5)', () => {
    const expiring = { ...filled, CertificateExpires: true };
    expect(validateCourse(expiring)).toEqual({ CertificateValidityMonths: 'validityRequired' });
    expect(validateCourse({ ...expiring, CertificateValidityMonths: 0 })).toEqual({
      CertificateValidityMonths: 'validityRange',
    });
    expect(validateCourse({ ...expiring, CertificateValidityMonths: 12 })).toEqual({});
  });

  it('becomes a save_course input the server accepts', () => {
    const input = saveInputOf(
      {
        ...filled,
        CertificateExpires: true,
        CertificateValidityMonths: 24,
        CertificateTemplate: 'classic',
        CourseProgressEvent: '2',
        Coaches: ['2', '5'],
      },
      9,
    );
    expect(input).toMatchObject({
      Id: 9,
      CertificateValidityMonths: 24,
      CourseProgressEvent: 2,
      Coaches: [2, 5],
    });
    expect(courseSettingsInput.safeParse(input).success).toBe(true);
  });

  it('drops the validity period when the certificate does not expire', () => {
    const input = saveInputOf({ ...filled, CertificateValidityMonths: 24 });
    expect(input.CertificateValidityMonths).toBeNull();
    expect(input).not.toHaveProperty('Id');
    expect(courseSettingsInput.safeParse(input).success).toBe(true);
  });
});
