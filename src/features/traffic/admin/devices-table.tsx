/**
 * The period's visits by device: one bar split into phones, tablets and desktops (a picture, hidden
 * from screen readers), and the same figures in a table anyone can read: the count and the share.
 */
import { DEVICES, type Device } from '@/lib/traffic.ts';
import { ScrollRegion } from '@/components/admin/scroll-region.tsx';
import { DEVICE_LABELS, formatNumber, formatShare } from './traffic-format.ts';

const DEVICE_COLOURS: Record<Device, string> = { mobile: 'bg-brand-600', tablet: 'bg-amber-500', desktop: 'bg-slate-500' };

export function DevicesTable({ devices, caption }: { devices: Record<Device, number>; caption: string }) {
  const total = DEVICES.reduce((sum, device) => sum + devices[device], 0);
  if (total === 0) return <p className="py-6 text-center text-slate-600">No visits in this period.</p>;
  return (
    <div>
      <div aria-hidden="true" className="flex h-3 w-full overflow-hidden rounded-full bg-slate-100">
        {DEVICES.map((device) =>
          devices[device] > 0 ? <span key={device} className={DEVICE_COLOURS[device]} style={{ width: `${(devices[device] / total) * 100}%` }} /> : null,
        )}
      </div>
      <ScrollRegion label={caption} className="mt-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-medium">
                Device
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Visits
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Share
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {DEVICES.map((device) => (
              <tr key={device}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className={`inline-block h-3 w-3 shrink-0 rounded-sm ${DEVICE_COLOURS[device]}`} />
                    {DEVICE_LABELS[device]}
                  </span>
                </th>
                <td className="py-2 pr-4 text-right text-slate-900 tabular-nums">{formatNumber(devices[device])}</td>
                <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">{formatShare(devices[device], total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
