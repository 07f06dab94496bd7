/**
 * Shared Tailwind class lists, so buttons and fields look the same everywhere. Classes are written
 * out in full (never built from pieces like `outline-${colour}`): Tailwind only generates the classes
 * it finds literally in the source.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export interface ButtonOptions {
  variant?: ButtonVariant;
  /** `md` (the default) for forms and toolbars, `lg` for the calls to action of the public pages. */
  size?: ButtonSize;
  /** On a dark background: the focus ring is white. */
  onDark?: boolean;
  /** For a link styled as a button: no disabled look (a link has no disabled state). */
  link?: boolean;
}

const BUTTON_BASE = 'inline-flex items-center justify-center gap-2 rounded-lg transition';

const BUTTON_LOOK: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 font-semibold text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white font-semibold text-slate-800 shadow-sm hover:bg-slate-50',
  danger: 'bg-red-600 font-semibold text-white shadow-sm hover:bg-red-700',
  ghost: 'font-medium text-slate-700 hover:bg-slate-100',
};

const BUTTON_SIZE: Record<ButtonSize, string> = {
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

const FOCUS_RING = {
  brand: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  red: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600',
  white: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
  /** The ghost button sits inside toolbars: its ring hugs it. */
  tight: 'focus-visible:outline-2 focus-visible:outline-brand-600',
} as const;

const BUTTON_DISABLED = 'disabled:cursor-not-allowed disabled:opacity-60';

/** A button's (or a link styled as one) classes: `buttonClass({ variant: 'danger' })`. */
export function buttonClass({ variant = 'primary', size = 'md', onDark = false, link = false }: ButtonOptions = {}): string {
  if (variant === 'ghost') {
    // Compact, flat, no disabled look of its own (as it has always been).
    return `${BUTTON_BASE} px-3 py-2 text-sm ${BUTTON_LOOK.ghost} ${onDark ? FOCUS_RING.white : FOCUS_RING.tight}`;
  }
  const ring = onDark ? FOCUS_RING.white : variant === 'danger' ? FOCUS_RING.red : FOCUS_RING.brand;
  const look = `${BUTTON_BASE} ${BUTTON_LOOK[variant]} ${BUTTON_SIZE[size]} ${ring}`;
  return link ? look : `${look} ${BUTTON_DISABLED}`;
}

/** The four variants at the default size, for the many places that need no options. */
export const buttonStyles = {
  primary: buttonClass({ variant: 'primary' }),
  secondary: buttonClass({ variant: 'secondary' }),
  ghost: buttonClass({ variant: 'ghost' }),
  danger: buttonClass({ variant: 'danger' }),
} as const;

/** Links styled as the buttons above (without the disabled look): `<Link className={linkStyles.primary}>`. */
export const linkStyles = {
  primary: buttonClass({ variant: 'primary', link: true }),
  secondary: buttonClass({ variant: 'secondary', link: true }),
} as const;

const INPUT_BASE =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 disabled:bg-slate-100';
const INPUT_VALID = 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30';
/** Swapped for the valid colours, never added to them: two border colours on one element leave the winner to the stylesheet's order. */
const INPUT_INVALID = 'border-red-600 focus:border-red-600 focus:ring-red-600/30';

export interface InputOptions {
  /** The field is in error: red border and focus ring. */
  invalid?: boolean;
  /** Without the small gap above (`mt-1`) that separates a field from its label. */
  flush?: boolean;
}

/** An input's, select's or textarea's classes: `inputClass({ invalid: Boolean(error) })`. */
export function inputClass({ invalid = false, flush = false }: InputOptions = {}): string {
  return `${flush ? '' : 'mt-1 '}${INPUT_BASE} ${invalid ? INPUT_INVALID : INPUT_VALID}`;
}

export const fieldStyles = {
  label: 'block text-sm font-medium text-slate-800',
  input: inputClass(),
  hint: 'mt-1 text-xs text-slate-600',
  error: 'mt-1 text-sm text-red-700',
} as const;

export const containerStyles = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';
