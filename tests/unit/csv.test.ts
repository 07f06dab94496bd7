import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { MESSAGE_CSV_HEADER, messagesToCsv } from '@/features/enquiries/data/contact-messages.ts';
import { csvCell, csvDateTime, neutraliseFormula, toCsv } from '@/lib/csv.ts';

/** A minimal RFC 4180 reader, so the tests check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=SUM(A1:A9)', '+1 (555) 201-3344', '-2+3', '@cmd', '\t=1+1', '\r=1+1'])(
    'neutralises %j so a spreadsheet shows it as text',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it('neutralises before quoting', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
  });

  it('does not touch formula characters after the first position, or numbers', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('user@example.com')).toBe('user@example.com');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, and reads back to the same values', () => {
    const rows = [
      ['Name', 'Note'],
      ['Ada', 'Likes "engines", and\nmaths'],
      ['Bob', ''],
    ];
    const csv = toCsv(rows);
    expect(csv).toBe('Name,Note\r\nAda,"Likes ""engines"", and\nmaths"\r\nBob,');
    expect(parseCsv(csv)).toEqual(rows);
  });
});

function message(overrides: Partial<ContactMessage>): ContactMessage {
  return {
    id: 'm1',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    phone: '',
    company: '',
    service: 'Web Development',
    message: 'Hello',
    status: 'unread',
    createdAt: new Date(2026, 2, 4, 9, 5),
    updatedAt: null,
    adminReply: null,
    repliedAt: null,
    userId: null,
    keptByAccount: false,
    ...overrides,
  };
}

describe('messagesToCsv', () => {
  it('writes a header and one row per message with every field', () => {
    const csv = messagesToCsv([
      message({
        phone: '+44 20 7946 0958',
        company: 'Engines, Ltd',
        message: 'Two\nlines',
        status: 'replied',
        adminReply: 'Thanks "Ada"',
        repliedAt: new Date(2026, 2, 5, 14, 30),
      }),
      message({ id: 'm2', name: '=cmd|calc', status: 'read' }),
    ]);
    expect(parseCsv(csv)).toEqual([
      [...MESSAGE_CSV_HEADER],
      [
        'Ada Lovelace',
        'ada@example.org',
        "'+44 20 7946 0958",
        'Engines, Ltd',
        'Web Development',
        'Two\nlines',
        'Replied',
        '2026-03-04 09:05',
        'Thanks "Ada"',
        '2026-03-05 14:30',
      ],
      ["'=cmd|calc", 'ada@example.org', '', '', 'Web Development', 'Hello', 'Read', '2026-03-04 09:05', '', ''],
    ]);
  });

  it('writes only the header for no messages, and empty dates when unknown', () => {
    expect(messagesToCsv([])).toBe(MESSAGE_CSV_HEADER.join(','));
    expect(csvDateTime(null)).toBe('');
  });
});
