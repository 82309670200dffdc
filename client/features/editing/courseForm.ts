// The course settings form (SPEC §2 /Courses, §5): its values, the rules checked before saving
// (the server checks them again) and the save_course input they become.
import type { AdminCourse, saveCourse } from '../../../shared/calls/editing';
import type { CallInput } from '../../api/contract';

export const CERTIFICATE_TEMPLATES = ['classic', 'modern'] as const;
export const COURSE_CODE = /^[A-Za-z0-9-]{2,32}$/;

export interface CourseFormValues {
  Name: string;
  Description: string;
  Code: string;
  Image: string | null;
  Language: 'en' | 'sv';
  Site: AdminCourse['Site'];
  /** '' for none. */
  CertificateTemplate: string;
  CertificateExpires: boolean;
  /** '' until filled in (NumberInput's empty value). */
  CertificateValidityMonths: number | string;
  /** 1: progress by episodes watched; 2: XP counts too. As a string for the radio group. */
  CourseProgressEvent: '1' | '2';
  FooterMentorCopyUseCustomText: boolean;
  FooterMentorCopyText: string;
  /** Coach user ids, as strings for the multi-select. */
  Coaches: string[];
}

export type CourseFormErrorKey = 'required' | 'codeFormat' | 'validityRequired' | 'validityRange';
export type CourseFormErrors = Partial<Record<keyof CourseFormValues, CourseFormErrorKey>>;

export function emptyCourseValues(): CourseFormValues {
  return {
    Name: '',
    Description: '',
    Code: '',
    Image: null,
    Language: 'en',
    Site: 'both',
    CertificateTemplate: '',
    CertificateExpires: false,
    CertificateValidityMonths: '',
    CourseProgressEvent: '1',
    FooterMentorCopyUseCustomText: false,
    FooterMentorCopyText: '',
    Coaches: [],
  };
}

export function valuesOf(course: AdminCourse): CourseFormValues {
  return {
    Name: course.Name,
    Description: course.Description,
    Code: course.Code,
    Image: course.Image,
    Language: course.Language === 'sv' ? 'sv' : 'en',
    Site: course.Site,
    CertificateTemplate: course.CertificateTemplate ?? '',
    CertificateExpires: course.CertificateExpires,
    CertificateValidityMonths: course.CertificateValidityMonths ?? '',
    CourseProgressEvent: course.CourseProgressEvent === 2 ? '2' : '1',
    FooterMentorCopyUseCustomText: course.FooterMentorCopyUseCustomText,
    FooterMentorCopyText: course.FooterMentorCopyText,
    Coaches: course.Coaches.map(String),
  };
}

function months(value: number | string): number | null {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
}

export function validateCourse(values: CourseFormValues): CourseFormErrors {
  const errors: CourseFormErrors = {};
  if (!values.Name.trim()) errors.Name = 'required';
  if (!values.Code.trim()) errors.Code = 'required';
  else if (!COURSE_CODE.test(values.Code.trim())) errors.Code = 'codeFormat';
  if (values.CertificateExpires) {
    const validity = months(values.CertificateValidityMonths);
    if (validity === null) errors.CertificateValidityMonths = 'validityRequired';
    else if (validity < 1 || validity > 600) errors.CertificateValidityMonths = 'validityRange';
  }
  return errors;
}

export function saveInputOf(values: CourseFormValues, id?: number): CallInput<typeof saveCourse> {
  return {
    ...(id !== undefined && { Id: id }),
    Name: values.Name.trim(),
    Description: values.Description,
    Code: values.Code.trim(),
    Image: values.Image,
    Language: values.Language,
    Site: values.Site,
    CertificateTemplate: values.CertificateTemplate || null,
    CertificateExpires: values.CertificateExpires,
    CertificateValidityMonths: values.CertificateExpires ? months(values.CertificateValidityMonths) : null,
    CourseProgressEvent: values.CourseProgressEvent === '2' ? 2 : 1,
    FooterMentorCopyUseCustomText: values.FooterMentorCopyUseCustomText,
    FooterMentorCopyText: values.FooterMentorCopyText,
    Coaches: values.Coaches.map(Number),
  };
}
