/** Types for `og-image.mjs` (plain JavaScript, run by Node: `npm run og-image`). */
export const OG_IMAGE: { file: string; width: number; height: number };
export function cardHtml(details: { name: string; tagline: string; services: string[]; logoSvg: string; brand?: string }): string;
