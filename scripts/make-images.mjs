#!/usr/bin/env node
/* global document */
/**
 * Makes the site's images in public/images/ (and the app icons in public/): blog covers, team and
 * client portraits (illustrated), client wordmarks and the web app icons. Everything is drawn here as
 * SVG — no photos, no downloads — so it is the project's own work (public/images/LICENSE.md, CC0).
 *
 *   node scripts/make-images.mjs          (needs /usr/bin/chromium, or CHROMIUM_PATH; cwebp and avifenc:
 *                                          `apt-get install -y chromium webp libavif-bin`)
 *
 * Covers are rendered by headless Chromium at 1200×630 and 640×336 and encoded as WebP (cwebp) and AVIF
 * (avifenc); portraits at 256×256 (WebP); icons as PNG. Wordmarks stay SVG. The outputs are committed:
 * run this again only after changing a drawing. Brand colours: tailwind.config.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const IMAGES = join(PUBLIC, 'images');

const B = { 50: '#eef4ff', 100: '#dbe7ff', 200: '#bfd4ff', 500: '#3b6cf6', 600: '#2451e6', 700: '#1c3fc4', 800: '#1d379c', 900: '#1d327b' };
const INK = '#0b1120';

// ---------------------------------------------------------------- covers (1200×630)
/** The shared backdrop: a deep gradient, a dot grid, two soft glows. */
function backdrop(accent, from = B[900]) {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="#111a3a"/><stop offset="1" stop-color="${INK}"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${B[500]}" stop-opacity="0.5"/><stop offset="1" stop-color="${B[500]}" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity="0.09"/></pattern>
    <linearGradient id="acc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${B[500]}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.04"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#dots)"/>
  <circle cx="880" cy="160" r="420" fill="url(#glowA)"/>
  <circle cx="220" cy="560" r="380" fill="url(#glowB)"/>`;
}
const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

function slab(y, top, left, right) {
  return `<polygon points="380,${y} 600,${y + 110} 600,${y + 146} 380,${y + 36}" fill="${left}"/>
  <polygon points="600,${y + 110} 820,${y} 820,${y + 36} 600,${y + 146}" fill="${right}"/>
  <polygon points="600,${y - 110} 820,${y} 600,${y + 110} 380,${y}" fill="${top}"/>`;
}

const COVERS = {
  // Software Development: the stack, three layers that fit together.
  'choosing-a-tech-stack-2026': () => {
    const a = '#22d3ee';
    return svg(1200, 630, `${backdrop(a)}
    <g transform="translate(0,20)">
      <ellipse cx="600" cy="520" rx="300" ry="60" fill="#000" fill-opacity="0.28"/>
      ${slab(420, B[700], B[900], '#17265e')}
      ${slab(320, B[500], B[800], B[900])}
      ${slab(220, a, '#0e7490', '#155e75')}
      <g fill="none" stroke="#ecfeff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">
        <polyline points="560,200 530,220 560,240"/><polyline points="640,200 670,220 640,240"/><line x1="612" y1="188" x2="588" y2="252"/>
      </g>
    </g>
    <g fill="none" stroke="${a}" stroke-opacity="0.55" stroke-width="3">
      <rect x="170" y="150" width="70" height="70" rx="14" transform="rotate(-12 205 185)"/>
      <circle cx="1000" cy="430" r="34"/>
      <rect x="960" y="130" width="46" height="46" rx="10" transform="rotate(18 983 153)"/>
    </g>
    <circle cx="245" cy="430" r="10" fill="${a}"/><circle cx="1040" cy="250" r="7" fill="#fff" fill-opacity="0.7"/>`);
  },
  // Digital Marketing, local search: a pin on the street map, ripples of reach.
  'local-seo-checklist': () => {
    const a = '#34d399';
    const streets = [
      ...[-2, -1, 0, 1, 2, 3].map((i) => `<line x1="${300 + i * 130}" y1="0" x2="${100 + i * 130}" y2="630"/>`),
      ...[0, 1, 2, 3, 4].map((i) => `<line x1="0" y1="${90 + i * 120}" x2="1200" y2="${150 + i * 120}"/>`),
    ].join('');
    return svg(1200, 630, `${backdrop(a, '#0f3b3a')}
    <g stroke="#ffffff" stroke-opacity="0.08" stroke-width="14">${streets}</g>
    <path d="M180 470 C 330 380 420 520 560 430 S 820 330 1040 420" fill="none" stroke="${a}" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round"/>
    <g fill="none" stroke="${a}">
      <ellipse cx="600" cy="520" rx="90" ry="22" stroke-width="5" stroke-opacity="0.9"/>
      <ellipse cx="600" cy="520" rx="170" ry="42" stroke-width="4" stroke-opacity="0.5"/>
      <ellipse cx="600" cy="520" rx="260" ry="64" stroke-width="3" stroke-opacity="0.25"/>
    </g>
    <path d="M600 110 c-80 0 -144 64 -144 142 c0 108 144 262 144 262 s144 -154 144 -262 c0 -78 -64 -142 -144 -142z" fill="url(#acc)"/>
    <circle cx="600" cy="252" r="56" fill="${INK}" fill-opacity="0.85"/>
    <polyline points="574,252 594,272 630,234" fill="none" stroke="${a}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <g fill="#fde68a">${[0, 1, 2, 3, 4].map((i) => star(850 + i * 46, 190, 16)).join('')}</g>
    <g fill="#fde68a" fill-opacity="0.35">${[0, 1, 2, 3, 4].map((i) => star(170 + i * 36, 200, 12)).join('')}</g>`);
  },
  // Mobile Development: a phone with a first screen, app tiles orbiting.
  'mobile-app-mvp': () => {
    const a = '#a78bfa';
    return svg(1200, 630, `${backdrop(a, '#2e1065')}
    <circle cx="600" cy="315" r="250" fill="none" stroke="${a}" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="4 14"/>
    <rect x="490" y="70" width="220" height="460" rx="38" fill="#0b1024" stroke="${a}" stroke-width="6"/>
    <rect x="508" y="90" width="184" height="420" rx="26" fill="url(#glass)"/>
    <rect x="566" y="100" width="68" height="12" rx="6" fill="#0b1024"/>
    <rect x="526" y="134" width="148" height="92" rx="16" fill="url(#acc)"/>
    <circle cx="556" cy="262" r="18" fill="${a}" fill-opacity="0.8"/><rect x="586" y="252" width="88" height="9" rx="4.5" fill="#fff" fill-opacity="0.6"/><rect x="586" y="268" width="60" height="8" rx="4" fill="#fff" fill-opacity="0.3"/>
    <circle cx="556" cy="318" r="18" fill="${B[500]}" fill-opacity="0.8"/><rect x="586" y="308" width="88" height="9" rx="4.5" fill="#fff" fill-opacity="0.6"/><rect x="586" y="324" width="48" height="8" rx="4" fill="#fff" fill-opacity="0.3"/>
    <circle cx="556" cy="374" r="18" fill="#22d3ee" fill-opacity="0.7"/><rect x="586" y="364" width="88" height="9" rx="4.5" fill="#fff" fill-opacity="0.6"/><rect x="586" y="380" width="70" height="8" rx="4" fill="#fff" fill-opacity="0.3"/>
    <rect x="526" y="440" width="148" height="44" rx="22" fill="${a}"/>
    <g>
      <rect x="300" y="150" width="84" height="84" rx="22" fill="${a}" transform="rotate(-14 342 192)"/>
      <rect x="250" y="360" width="64" height="64" rx="17" fill="${B[500]}" transform="rotate(10 282 392)"/>
      <rect x="830" y="120" width="70" height="70" rx="19" fill="#22d3ee" fill-opacity="0.85" transform="rotate(12 865 155)"/>
      <rect x="860" y="380" width="92" height="92" rx="24" fill="url(#glass)" stroke="${a}" stroke-width="3" transform="rotate(-8 906 426)"/>
      <circle cx="342" cy="192" r="16" fill="#fff" fill-opacity="0.85"/><path d="M896 412 l16 16 l-16 16" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`);
  },
  // Web Development, performance: a gauge well inside its budget, and a fast waterfall.
  'web-performance-budget': () => {
    const a = '#fbbf24';
    const cx = 600, cy = 430, r = 230;
    const ticks = Array.from({ length: 25 }, (_, i) => {
      const t = Math.PI * (1 + i / 24);
      const x1 = cx + Math.cos(t) * (r - 20), y1 = cy + Math.sin(t) * (r - 20);
      const x2 = cx + Math.cos(t) * (r - (i % 4 === 0 ? 56 : 40)), y2 = cy + Math.sin(t) * (r - (i % 4 === 0 ? 56 : 40));
      const colour = i < 10 ? '#34d399' : i < 18 ? a : '#fb7185';
      return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${colour}" stroke-width="${i % 4 === 0 ? 7 : 4}" stroke-linecap="round"/>`;
    }).join('');
    const needle = Math.PI * (1 + 6 / 24);
    const nx = cx + Math.cos(needle) * (r - 70), ny = cy + Math.sin(needle) * (r - 70);
    const bars = [[0, 120], [40, 90], [70, 150], [120, 60], [150, 80]]
      .map(([x, w], i) => `<rect x="${860 + x * 0.9}" y="${200 + i * 30}" width="${w}" height="16" rx="8" fill="${i % 2 ? B[500] : a}" fill-opacity="${0.9 - i * 0.12}"/>`)
      .join('');
    return svg(1200, 630, `${backdrop(a, '#3b2206')}
    <path d="M${cx - r} ${cy} A ${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="36"/>
    <path d="M${cx - r} ${cy} A ${r} ${r} 0 0 1 ${(cx + Math.cos(needle) * r).toFixed(1)} ${(cy + Math.sin(needle) * r).toFixed(1)}" fill="none" stroke="#34d399" stroke-width="36" stroke-linecap="round"/>
    ${ticks}
    <line x1="${cx}" y1="${cy}" x2="${nx.toFixed(1)}" y2="${ny.toFixed(1)}" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="26" fill="${a}"/><circle cx="${cx}" cy="${cy}" r="10" fill="${INK}"/>
    <rect x="${cx - 90}" y="${cy + 52}" width="180" height="16" rx="8" fill="#fff" fill-opacity="0.18"/>
    ${bars}
    <path d="M250 170 l-60 110 h52 l-30 110 l96 -140 h-56 l34 -80z" fill="${a}"/>`);
  },
  // AI & customer support: a conversation, and the network that answers it.
  'ai-customer-support': () => {
    const a = '#2dd4bf';
    const nodes = [[860, 150], [960, 230], [900, 330], [1020, 390], [820, 440], [960, 500], [760, 260]];
    const links = [[0, 1], [1, 2], [2, 3], [2, 4], [4, 5], [3, 5], [0, 6], [6, 2], [1, 3]]
      .map(([p, q]) => `<line x1="${nodes[p][0]}" y1="${nodes[p][1]}" x2="${nodes[q][0]}" y2="${nodes[q][1]}"/>`).join('');
    return svg(1200, 630, `${backdrop(a, '#0b3b44')}
    <g stroke="${a}" stroke-opacity="0.45" stroke-width="3">${links}</g>
    ${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 2 ? 20 : 11}" fill="${i === 2 ? a : '#ccfbf1'}" fill-opacity="${i === 2 ? 1 : 0.8}"/>`).join('')}
    <g>
      <path d="M200 150 h340 a28 28 0 0 1 28 28 v110 a28 28 0 0 1 -28 28 h-250 l-56 44 v-44 h-34 a28 28 0 0 1 -28 -28 v-110 a28 28 0 0 1 28 -28z" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
      <rect x="212" y="190" width="300" height="16" rx="8" fill="#fff" fill-opacity="0.7"/>
      <rect x="212" y="222" width="240" height="16" rx="8" fill="#fff" fill-opacity="0.45"/>
      <rect x="212" y="254" width="180" height="16" rx="8" fill="#fff" fill-opacity="0.3"/>
      <path d="M360 350 h330 a28 28 0 0 1 28 28 v84 a28 28 0 0 1 -28 28 h-30 v44 l-56 -44 h-244 a28 28 0 0 1 -28 -28 v-84 a28 28 0 0 1 28 -28z" fill="url(#acc)"/>
      <circle cx="470" cy="420" r="13" fill="#fff"/><circle cx="525" cy="420" r="13" fill="#fff" fill-opacity="0.75"/><circle cx="580" cy="420" r="13" fill="#fff" fill-opacity="0.5"/>
    </g>`);
  },
  // Cybersecurity: a shield over a honeycomb.
  'security-basics-for-smes': () => {
    const a = '#f472b6';
    const hex = (x, y, s) => `<polygon points="${[0, 1, 2, 3, 4, 5].map((k) => `${(x + s * Math.cos((Math.PI / 3) * k + Math.PI / 6)).toFixed(1)},${(y + s * Math.sin((Math.PI / 3) * k + Math.PI / 6)).toFixed(1)}`).join(' ')}"/>`;
    const cells = [];
    for (let row = 0; row < 8; row++) for (let col = 0; col < 15; col++) cells.push(hex(col * 90 + (row % 2) * 45, row * 78, 48));
    return svg(1200, 630, `${backdrop(a, '#3b0a2a')}
    <g fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="3">${cells.join('')}</g>
    <g fill="${a}" fill-opacity="0.22">${hex(225, 156, 48)}${hex(990, 468, 48)}${hex(1035, 390, 48)}</g>
    <path d="M600 90 l190 70 v130 c0 120 -80 200 -190 250 c-110 -50 -190 -130 -190 -250 v-130z" fill="url(#acc)"/>
    <path d="M600 130 l150 55 v105 c0 96 -62 160 -150 202z" fill="#ffffff" fill-opacity="0.14"/>
    <rect x="545" y="280" width="110" height="92" rx="16" fill="${INK}" fill-opacity="0.88"/>
    <path d="M568 282 v-26 a32 32 0 0 1 64 0 v26" fill="none" stroke="${INK}" stroke-opacity="0.88" stroke-width="16"/>
    <circle cx="600" cy="318" r="13" fill="${a}"/><rect x="594" y="322" width="12" height="28" rx="6" fill="${a}"/>`);
  },
  // Technology, cloud costs: a cloud and a bill that gets smaller.
  'draft-cloud-cost-review': () => {
    const a = '#38bdf8';
    const bars = [180, 150, 126, 98, 80].map((h, i) => `<rect x="${720 + i * 66}" y="${500 - h}" width="44" height="${h}" rx="10" fill="${i === 4 ? a : '#ffffff'}" fill-opacity="${i === 4 ? 1 : 0.2 + i * 0.08}"/>`).join('');
    return svg(1200, 630, `${backdrop(a)}
    <path d="M250 380 a90 90 0 0 1 40 -172 a120 120 0 0 1 226 -30 a96 96 0 0 1 84 140 a64 64 0 0 1 -30 62z" fill="url(#acc)"/>
    <path d="M290 300 c30 -60 100 -70 140 -30" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="10" stroke-linecap="round"/>
    ${bars}
    <path d="M730 250 L 1010 380" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16"/>
    <path d="M990 350 l26 34 l-42 8z" fill="${a}"/>
    <g><circle cx="420" cy="470" r="44" fill="#fbbf24"/><circle cx="420" cy="470" r="30" fill="none" stroke="#b45309" stroke-width="5"/><circle cx="490" cy="500" r="30" fill="#fbbf24" fill-opacity="0.8"/></g>`);
  },
};

function star(cx, cy, r) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const t = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + Math.cos(t) * radius).toFixed(1)},${(cy + Math.sin(t) * radius).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}"/>`;
}

// ---------------------------------------------------------------- portraits (320×320 drawing)
const HAIR = {
  short: (c) => `<path d="M106 140 C100 80 132 66 160 66 C192 66 222 80 214 140 C206 112 190 100 160 100 C130 100 114 112 106 140Z" fill="${c}"/>`,
  long: (c) => `<path d="M98 146 C92 80 128 62 160 62 C194 62 230 80 222 146 L232 250 C200 262 120 262 88 250Z" fill="${c}"/>`,
  longFront: (c) => `<path d="M104 150 C100 86 130 66 162 66 C196 66 222 88 216 146 C200 120 176 104 150 104 C132 118 118 134 104 150Z" fill="${c}"/>`,
  bun: (c) => `<circle cx="160" cy="62" r="28" fill="${c}"/><path d="M106 138 C102 86 132 72 160 72 C190 72 218 86 214 138 C204 110 186 100 160 100 C134 100 116 110 106 138Z" fill="${c}"/>`,
  curly: (c) => `<g fill="${c}">${[[112, 110], [124, 86], [146, 72], [172, 70], [196, 82], [210, 104], [208, 128], [112, 130]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22"/>`).join('')}</g>`,
  wavy: (c) => `<path d="M96 150 C84 90 124 60 160 60 C200 60 238 90 224 150 C236 180 222 210 234 244 C200 262 120 262 86 244 C98 210 84 180 96 150Z" fill="${c}"/>`,
  wavyFront: (c) => `<path d="M104 146 C98 90 128 66 160 66 C196 66 224 92 216 146 C206 110 186 98 168 98 C156 116 128 126 104 146Z" fill="${c}"/>`,
  crop: (c) => `<path d="M108 128 C106 84 134 72 160 72 C188 72 214 84 212 128 C204 108 188 102 160 102 C132 102 116 108 108 128Z" fill="${c}"/>`,
};
function portrait({ bg, shape, skin, hair, hairStyle, shirt, collar, extra = '' }) {
  const behind = hairStyle === 'long' ? HAIR.long(hair) : hairStyle === 'wavy' ? HAIR.wavy(hair) : '';
  const front = hairStyle === 'long' ? HAIR.longFront(hair) : hairStyle === 'wavy' ? HAIR.wavyFront(hair) : HAIR[hairStyle](hair);
  return svg(320, 320, `
    <rect width="320" height="320" fill="${bg}"/>
    ${shape}
    ${behind}
    <path d="M48 330 C48 250 96 222 160 222 C224 222 272 250 272 330Z" fill="${shirt}"/>
    <path d="M138 196 h44 v34 c-8 12 -36 12 -44 0z" fill="${skin}"/>
    <path d="M138 222 c8 14 36 14 44 0" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="6"/>
    ${collar}
    <ellipse cx="160" cy="146" rx="54" ry="64" fill="${skin}"/>
    <ellipse cx="106" cy="150" rx="10" ry="15" fill="${skin}"/><ellipse cx="214" cy="150" rx="10" ry="15" fill="${skin}"/>
    <g fill="#1e293b" fill-opacity="0.75"><circle cx="140" cy="150" r="5"/><circle cx="180" cy="150" r="5"/></g>
    <path d="M146 178 q14 10 28 0" fill="none" stroke="#7f1d1d" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>
    <g fill="#f43f5e" fill-opacity="0.12"><circle cx="130" cy="168" r="10"/><circle cx="190" cy="168" r="10"/></g>
    ${front}
    ${extra}`);
}
const ring = (c) => `<circle cx="160" cy="150" r="128" fill="none" stroke="${c}" stroke-width="18" stroke-opacity="0.35"/>`;
const blob = (c) => `<path d="M30 250 C20 120 120 30 230 50 C320 70 330 200 280 260Z" fill="${c}" fill-opacity="0.45"/>`;
const vee = (c) => `<path d="M132 226 L160 262 L188 226" fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round"/>`;
const glasses = `<g fill="none" stroke="#0f172a" stroke-width="5"><circle cx="140" cy="150" r="16"/><circle cx="180" cy="150" r="16"/><path d="M156 150 h8"/></g>`;
const beard = (c) => `<path d="M108 152 C110 206 140 212 160 212 C180 212 210 206 212 152 C204 180 186 192 160 192 C134 192 116 180 108 152Z" fill="${c}"/><path d="M146 176 q14 8 28 0" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"/>`;

const PORTRAITS = {
  'team/maya-chen': portrait({ bg: B[100], shape: ring(B[500]), skin: '#f1c9a5', hair: '#1f2937', hairStyle: 'long', shirt: B[700], collar: vee('#ffffff') }),
  'team/daniel-brooks': portrait({ bg: '#e0f2fe', shape: blob('#7dd3fc'), skin: '#e8b58f', hair: '#5b3a29', hairStyle: 'short', shirt: '#0f172a', collar: vee('#94a3b8'), extra: beard('#5b3a29') }),
  'team/priya-raman': portrait({ bg: '#ede9fe', shape: ring('#8b5cf6'), skin: '#b77b57', hair: '#111827', hairStyle: 'bun', shirt: '#7c3aed', collar: '', extra: `<circle cx="104" cy="170" r="5" fill="#fbbf24"/><circle cx="216" cy="170" r="5" fill="#fbbf24"/>` }),
  'team/marcus-johnson': portrait({ bg: '#dcfce7', shape: blob('#86efac'), skin: '#6b4431', hair: '#111111', hairStyle: 'crop', shirt: '#15803d', collar: vee('#bbf7d0') }),
  'team/sofia-alvarez': portrait({ bg: '#ffe4e6', shape: ring('#fb7185'), skin: '#d9a47f', hair: '#7c2d12', hairStyle: 'wavy', shirt: '#be123c', collar: '' }),
  'team/james-oconnor': portrait({ bg: '#fef3c7', shape: blob('#fcd34d'), skin: '#f6d3b8', hair: '#c2410c', hairStyle: 'short', shirt: B[900], collar: vee('#fde68a'), extra: glasses }),
  'people/sarah-mitchell': portrait({ bg: B[50], shape: blob(B[200]), skin: '#f3cfb3', hair: '#a16207', hairStyle: 'long', shirt: '#0e7490', collar: '' }),
  'people/david-okafor': portrait({ bg: '#fef9c3', shape: ring('#eab308'), skin: '#5a3825', hair: '#0b0b0b', hairStyle: 'curly', shirt: '#1e3a8a', collar: vee('#bfdbfe'), extra: beard('#0b0b0b') }),
  'people/elena-rodriguez': portrait({ bg: '#f3e8ff', shape: blob('#d8b4fe'), skin: '#c98e69', hair: '#3f1d0b', hairStyle: 'bun', shirt: '#9333ea', collar: vee('#f5d0fe') }),
};

// ---------------------------------------------------------------- client wordmarks (SVG, currentColor-free: they sit on the dark band)
const LOGO_INK = '#cbd5e1';
const wordmark = (w, mark, text) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 48" width="${w}" height="48">${mark}${text}</svg>\n`; // width: fitted below
const font = `font-family="'Helvetica Neue',Arial,'Liberation Sans',sans-serif"`;
const LOGOS = {
  'bluepeak-health': wordmark(200, `<path d="M4 38 L18 12 L26 26 L32 18 L44 38Z" fill="${LOGO_INK}"/><path d="M18 12 l4 7 l-4 3 l-4 -3z" fill="#0b1120" fill-opacity="0.35"/>`,
    `<text x="54" y="31" ${font} font-size="19" font-weight="700" fill="${LOGO_INK}">Bluepeak<tspan font-weight="400"> Health</tspan></text>`),
  'cobalt-logistics': wordmark(214, `<rect x="4" y="12" width="24" height="24" rx="3" fill="none" stroke="${LOGO_INK}" stroke-width="4"/><path d="M16 12 v24 M4 24 h24" stroke="${LOGO_INK}" stroke-width="4"/>`,
    `<text x="38" y="30" ${font} font-size="14" font-weight="700" letter-spacing="3.2" fill="${LOGO_INK}">COBALT LOGISTICS</text>`),
  'meridian-retail': wordmark(184, `<circle cx="18" cy="24" r="14" fill="none" stroke="${LOGO_INK}" stroke-width="3"/><path d="M18 10 v28 M4 24 h28" stroke="${LOGO_INK}" stroke-width="2"/>`,
    `<text x="42" y="31" font-family="Georgia,'DejaVu Serif',serif" font-style="italic" font-size="20" fill="${LOGO_INK}">Meridian Retail</text>`),
  'northwind-labs': wordmark(188, `<path d="M6 38 V10 L30 38 V10" fill="none" stroke="${LOGO_INK}" stroke-width="5" stroke-linejoin="round"/>`,
    `<text x="42" y="31" ${font} font-size="19" font-weight="600" fill="${LOGO_INK}">Northwind Labs</text>`),
  'evergreen-finance': wordmark(226, `<path d="M18 6 L32 28 H24 L30 38 H6 L12 28 H4Z" fill="${LOGO_INK}"/>`,
    `<text x="42" y="30" ${font} font-size="13" font-weight="500" letter-spacing="2.6" fill="${LOGO_INK}">EVERGREEN FINANCE</text>`),
  'solstice-media': wordmark(184, `<circle cx="18" cy="24" r="8" fill="${LOGO_INK}"/><g stroke="${LOGO_INK}" stroke-width="3" stroke-linecap="round">${[0, 1, 2, 3, 4, 5, 6, 7].map((k) => { const t = (k * Math.PI) / 4; return `<line x1="${(18 + Math.cos(t) * 12).toFixed(1)}" y1="${(24 + Math.sin(t) * 12).toFixed(1)}" x2="${(18 + Math.cos(t) * 16).toFixed(1)}" y2="${(24 + Math.sin(t) * 16).toFixed(1)}"/>`; }).join('')}</g>`,
    `<text x="42" y="31" font-family="'Courier New','DejaVu Sans Mono',monospace" font-size="19" font-weight="700" fill="${LOGO_INK}">Solstice Media</text>`),
};

// ---------------------------------------------------------------- app icons
const N_PATH = 'M18 46V18h6l16 18V18h6v28h-6L24 28v18z';
const icon = ({ rounded, inset }) => {
  // inset: the share of the canvas kept clear around the mark (maskable icons need a 10% safe zone).
  const s = 64 * (1 - 2 * inset);
  const o = 64 * inset;
  return svg(64, 64, `
    <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${B[600]}"/>
    <g transform="translate(${o} ${o}) scale(${s / 64})"><path d="${N_PATH}" fill="#fff"/></g>`);
};

// ---------------------------------------------------------------- rendering
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const tmp = mkdtempSync(join(tmpdir(), 'make-images-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });

async function png(markup, width, height, file, transparent = false) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg style="display:block;width:${width}px;height:${height}px" `)}</body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
  return file;
}

try {
  for (const [name, draw] of Object.entries(COVERS)) {
    const markup = draw();
    for (const [width, height, suffix] of [[1200, 630, ''], [640, 336, '-640']]) {
      const source = await png(markup, width, height, join(tmp, `${name}${suffix}.png`));
      const base = join(IMAGES, 'covers', `${name}${suffix}`);
      run('cwebp', ['-quiet', '-q', '80', '-m', '6', '-sharp_yuv', source, '-o', `${base}.webp`]);
      run('avifenc', ['--speed', '6', '--min', '20', '--max', '32', '--yuv', '420', source, `${base}.avif`]);
    }
  }
  for (const [name, markup] of Object.entries(PORTRAITS)) {
    const source = await png(markup, 256, 256, join(tmp, `${name.replace('/', '-')}.png`));
    run('cwebp', ['-quiet', '-q', '82', '-m', '6', '-sharp_yuv', source, '-o', join(IMAGES, `${name}.webp`)]);
  }
  for (const [name, markup] of Object.entries(LOGOS)) {
    // Fit the width to the drawn text (this machine's fonts), with room for wider fallbacks elsewhere.
    await page.setContent(`<!doctype html><html><body style="margin:0">${markup}</body></html>`);
    const drawn = await page.evaluate(() => { const box = document.querySelector('svg').getBBox(); return { x: box.x, width: box.width }; });
    const width = Math.ceil((drawn.x + drawn.width) * 1.06);
    writeFileSync(join(IMAGES, 'logos', `${name}.svg`), markup.replace(/viewBox="0 0 \d+ 48" width="\d+"/, `viewBox="0 0 ${width} 48" width="${width}"`));
  }

  writeFileSync(join(PUBLIC, 'favicon.svg'), icon({ rounded: true, inset: 0 }).replace(/\n\s*/g, '') + '\n');
  await png(icon({ rounded: false, inset: 0 }), 180, 180, join(PUBLIC, 'apple-touch-icon.png'));
  await png(icon({ rounded: true, inset: 0 }), 192, 192, join(IMAGES, 'icons', 'icon-192.png'), true);
  await png(icon({ rounded: true, inset: 0 }), 512, 512, join(IMAGES, 'icons', 'icon-512.png'), true);
  await png(icon({ rounded: false, inset: 0.16 }), 512, 512, join(IMAGES, 'icons', 'maskable-512.png'));
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}

// The byte totals, for the decision record.
const totals = {};
const walk = (dir) => {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (!entry.endsWith('.md')) {
      const key = `${dir.slice(IMAGES.length + 1) || '.'} ${entry.split('.').pop()}`;
      totals[key] = (totals[key] ?? 0) + statSync(path).size;
    }
  }
};
mkdirSync(IMAGES, { recursive: true });
walk(IMAGES);
for (const [key, bytes] of Object.entries(totals).sort()) console.log(`${key.padEnd(18)} ${(bytes / 1024).toFixed(1)} KB`);
console.log(`total              ${(Object.values(totals).reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB`);
