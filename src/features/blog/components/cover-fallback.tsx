/**
 * The drawn stand-in for a post without a cover: a small inline SVG (no request) in the brand's
 * colours, with a pattern and an accent chosen from the post's category and id, so cards without covers
 * still differ from one another. Decorative: the card's title says what the post is.
 */
import { useId } from 'react';

const ACCENTS = ['#22d3ee', '#34d399', '#a78bfa', '#fbbf24', '#2dd4bf', '#f472b6', '#38bdf8'];

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

export function CoverFallback({ seed, category, className = '' }: { seed: string; category?: string; className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hash = hashOf(`${category ?? ''}|${seed}`);
  const accent = ACCENTS[hashOf(category ?? seed) % ACCENTS.length];
  const x = 360 + (hash % 200);
  const y = 90 + ((hash >>> 8) % 160);
  const tilt = ((hash >>> 16) % 40) - 20;
  const motif = (hash >>> 24) % 3;
  return (
    // The background is the same for every card: a CSS gradient on the element (`to bottom right`
    // runs corner to corner, as the drawing's own gradient did), not a gradient written into each card.
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className={`bg-linear-to-br from-[#1d327b] via-[#111a3a] via-60% to-[#0b1120] ${className}`}
    >
      <defs>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={accent} stopOpacity="0.45" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}-dots`} width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.3" fill="#fff" fillOpacity="0.1" />
        </pattern>
      </defs>
      <rect width="640" height="360" fill={`url(#${id}-dots)`} />
      <circle cx={x} cy={y} r="230" fill={`url(#${id}-glow)`} />
      <g transform={`rotate(${tilt} ${x} ${y})`} fill="none" stroke={accent} strokeLinecap="round">
        {motif === 0 && (
          <>
            <circle cx={x} cy={y} r="70" strokeWidth="10" />
            <circle cx={x} cy={y} r="118" strokeWidth="3" strokeOpacity="0.5" strokeDasharray="2 14" />
            <circle cx={x + 118} cy={y} r="12" fill={accent} stroke="none" />
          </>
        )}
        {motif === 1 && (
          <>
            <rect x={x - 70} y={y - 70} width="140" height="140" rx="28" strokeWidth="10" />
            <rect x={x - 30} y={y - 110} width="140" height="140" rx="28" strokeWidth="3" strokeOpacity="0.5" />
          </>
        )}
        {motif === 2 && (
          <>
            <path d={`M${x - 150} ${y + 40} q75 -120 150 0 t150 0`} strokeWidth="10" />
            <path d={`M${x - 150} ${y + 80} q75 -120 150 0 t150 0`} strokeWidth="3" strokeOpacity="0.5" />
          </>
        )}
      </g>
      <rect x="40" y="262" width="150" height="12" rx="6" fill="#fff" fillOpacity="0.22" />
      <rect x="40" y="286" width="96" height="12" rx="6" fill="#fff" fillOpacity="0.12" />
      <circle cx="590" cy="60" r="6" fill="#fff" fillOpacity="0.5" />
    </svg>
  );
}
