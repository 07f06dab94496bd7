import { fieldStyles } from '@/components/ui/styles.ts';

/**
 * The shared input style, in red when the field is in error. The colours are swapped rather than
 * added, because two border colours on one element leave the winner to the stylesheet's order.
 */
export function fieldClass(invalid: boolean): string {
  if (!invalid) return fieldStyles.input;
  return fieldStyles.input
    .replace('border-slate-300', 'border-red-600')
    .replace('focus:border-brand-600', 'focus:border-red-600')
    .replace('focus:ring-brand-600/30', 'focus:ring-red-600/30');
}
