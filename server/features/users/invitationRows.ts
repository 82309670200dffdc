// The rows of an invitation from /users: typed addresses (one a line) and a CSV file's lines
// (email, first name, last name; a header row naming them is recognised and may order them).
// Each row is checked on its own so a problem is answered with its source, line and field.
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { INVITE_NAME_MAX, type InviteRowProblem, type InviteSource } from '../../../shared/invitations';

export interface InviteRow {
  Source: InviteSource;
  Row: number;
  Email: string;
  FirstName: string;
  LastName: string;
}

const isEmail = (value: string) => z.email().max(254).safeParse(value).success;

/** Header words for each column, in English and Swedish, compared without case or spaces. */
const HEADERS: Record<'Email' | 'FirstName' | 'LastName', string[]> = {
  Email: ['email', 'e-mail', 'emailaddress', 'mail', 'epost', 'e-post', 'e-postadress'],
  FirstName: ['firstname', 'first', 'givenname', 'förnamn', 'fornamn'],
  LastName: ['lastname', 'last', 'surname', 'familyname', 'efternamn'],
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_]/g, '');

function columnsOf(first: string[]): { email: number; first: number; last: number; header: boolean } {
  const find = (words: string[]) => first.findIndex((cell) => words.includes(headerKey(cell)));
  const email = find(HEADERS.Email);
  if (email === -1) return { email: 0, first: 1, last: 2, header: false };
  return { email, first: find(HEADERS.FirstName), last: find(HEADERS.LastName), header: true };
}

/** The CSV file's rows with their line numbers; a line with no cells is passed over. */
export function csvRows(text: string): InviteRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = (body.match(/;/g)?.length ?? 0) > (body.match(/,/g)?.length ?? 0) ? ';' : ',';
  // With `info`, each record comes with the line it ends on (the parser's typing does not say so).
  const records = parse(body, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  if (records.length === 0) return [];
  const cols = columnsOf(records[0]!.record);
  const cell = (record: string[], at: number) => (at < 0 ? '' : (record[at] ?? ''));
  return records
    .slice(cols.header ? 1 : 0)
    .filter(({ record }) => record.some((c) => c !== ''))
    .map(({ record, info }) => ({
      Source: 'Csv' as const,
      Row: info.lines,
      Email: cell(record, cols.email).toLowerCase(),
      FirstName: cell(record, cols.first),
      LastName: cell(record, cols.last),
    }));
}

/** Typed addresses, one a line as typed (blank lines passed over). */
export function typedRows(emails: readonly string[]): InviteRow[] {
  return emails.flatMap((raw, i) => {
    const email = raw.trim().toLowerCase();
    return email === ''
      ? []
      : [{ Source: 'Emails' as const, Row: i + 1, Email: email, FirstName: '', LastName: '' }];
  });
}

/** What is wrong with the rows by themselves (addresses, names, repeats); empty when nothing is. */
export function rowProblems(rows: readonly InviteRow[]): InviteRowProblem[] {
  const problems: InviteRowProblem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const at = { Source: row.Source, Row: row.Row };
    if (!isEmail(row.Email)) problems.push({ ...at, Field: 'Email', Problem: 'invalid', Value: row.Email });
    else if (seen.has(row.Email))
      problems.push({ ...at, Field: 'Email', Problem: 'duplicate', Value: row.Email });
    seen.add(row.Email);
    for (const field of ['FirstName', 'LastName'] as const)
      if (row[field].length > INVITE_NAME_MAX)
        problems.push({ ...at, Field: field, Problem: 'too_long', Value: row[field].slice(0, 40) });
  }
  return problems;
}
