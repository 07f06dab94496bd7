/**
 * CSV writing (RFC 4180) that is safe to open in a spreadsheet: fields are quoted when they need it,
 * and text that a spreadsheet would run as a formula is neutralised.
 */

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"): = + - @,
 * and tab / carriage return, which some spreadsheets strip before looking at the next character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell that starts like a formula with an apostrophe, so it is shown as text, never run. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell: neutralised, then quoted (with inner quotes doubled) when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: cells separated by commas, rows by CRLF, as RFC 4180 says. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/**
 * Offers `csv` to the browser as a download named `filename`. A byte-order mark goes first so that
 * spreadsheets read the file as UTF-8 (names with accents stay intact).
 */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser a moment to start the download before the address is released.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** A download's name: `base` and the local date, `base-2026-11-27.csv`. */
export function csvFileName(base: string, now = new Date()): string {
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-03-04 09:05`, in local time: a form every spreadsheet reads as a date and time. */
export function csvDateTime(value: Date | null): string {
  if (!value) return '';
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}
