/**
 * An admin list's CSV export: every row, read in batches (src/data/paging.ts `readAllInBatches`), then
 * one download named after the list and today's date. While it runs, `progress` says how far the
 * reading has come (the button shows it; with a `working` toast, so does the toast).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { csvFileName, downloadCsv } from '@/lib/csv.ts';
import { formatCount } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';

export interface CsvExport<T> {
  /** What the toast says while the rows are read (none: no toast until it is done). */
  working?: string;
  /** Reads every row; `onProgress` hears how many of how many were read so far. */
  read(onProgress: (read: number, total: number) => void): Promise<T[]>;
  /** The file's name before the date: `contact-messages` gives contact-messages-2026-11-27.csv. */
  file: string;
  csv(rows: T[]): string;
  /** The toast when there is nothing to export. */
  empty: string;
  /** The toast once downloaded: "Exported 12 messages to CSV". */
  done(count: number): string;
  /** The failure's message (logged and toasted). */
  failure: string;
}

/** "Exporting… 500 of 1,234". */
export const exportingText = (read: number, total: number) => `Exporting… ${formatCount(read)} of ${formatCount(total)}`;

export function useCsvExport<T>(spec: CsvExport<T>) {
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);

  const run = async () => {
    const toastId = spec.working ? toast.loading(spec.working) : undefined;
    setProgress({ read: 0, total: 0 });
    try {
      const rows = await spec.read((read, total) => {
        setProgress({ read, total });
        if (toastId) toast.loading(exportingText(read, total), { id: toastId });
      });
      if (rows.length === 0) {
        toast.success(spec.empty, { id: toastId });
        return;
      }
      downloadCsv(csvFileName(spec.file), spec.csv(rows));
      toast.success(spec.done(rows.length), { id: toastId });
    } catch (error) {
      notifyFailure(toast, spec.failure, error, { id: toastId });
    } finally {
      setProgress(null);
    }
  };

  /** What the Export button says while exporting ("Exporting… 500 of 1,234"); null when no export runs. */
  const working = progress && (progress.total ? exportingText(progress.read, progress.total) : 'Exporting…');
  return { progress, working, run };
}
