/** Static company copy: story, mission, values, figures and the delivery process (About, Home, Services, Careers). */

export const FOUNDED_YEAR = 2019;

/** The statistics band (spec: Home), shown exactly as written. */
export const COMPANY_STATS = [
  { value: '500+', label: 'Projects Completed' },
  { value: '50+', label: 'Happy Clients' },
  { value: '5+', label: 'Years Experience' },
  { value: '99%', label: 'Client Satisfaction' },
] as const;

/** Placeholder client wordmarks for the "Trusted by" row. */
export const TRUSTED_BY = [
  'Bluepeak Health',
  'Cobalt Logistics',
  'Meridian Retail',
  'Northwind Labs',
  'Evergreen Finance',
  'Solstice Media',
] as const;

export const COMPANY_STORY = {
  heading: 'From a two-person studio to a full-service digital partner',
  paragraphs: [
    `NovaForge Digital started in ${FOUNDED_YEAR} in a shared office on Market Street, when two engineers who had spent years inside fast-growing startups decided that small and mid-sized businesses deserved the same quality of software that venture-backed companies take for granted.`,
    'Our first clients were a regional clinic that needed online booking and a logistics firm still planning routes in spreadsheets. Both projects taught us the lesson we still work by: technology only matters when it changes how a business runs on a Tuesday afternoon.',
    'Today we are a team of engineers, designers and marketers who build custom software, web and mobile apps, and the marketing that brings people to them. Clients stay with us because we stay accountable for the results, long after launch day.',
  ],
} as const;

export const MISSION =
  'To help ambitious businesses grow with software and marketing that are built around their customers, measured by real outcomes, and made to last.';

export const VISION =
  'A world where every growing business has a technology partner that explains its choices plainly, ships reliably and treats the client’s budget like its own.';

export type ValueIcon = 'target' | 'handshake' | 'shield' | 'lightbulb';

export const VALUES: { title: string; description: string; icon: ValueIcon }[] = [
  {
    title: 'Outcomes over output',
    description:
      'We agree on the numbers that matter before we write a line of code, then report against them every month.',
    icon: 'target',
  },
  {
    title: 'Partnership',
    description:
      'You work directly with the people building your product. No hand-offs to anonymous teams, no surprises in the invoice.',
    icon: 'handshake',
  },
  {
    title: 'Craft and care',
    description:
      'Accessible, secure and well-tested work by default, because shortcuts always cost more after launch.',
    icon: 'shield',
  },
  {
    title: 'Curiosity',
    description:
      'We try new tools on our own time and bring clients only what has proven itself in production.',
    icon: 'lightbulb',
  },
];

export const MILESTONES = [
  { year: '2019', text: 'Founded in San Francisco by two engineers with a laptop each and one client.' },
  { year: '2020', text: 'Launched our digital marketing practice to help clients grow what we built.' },
  { year: '2022', text: 'Opened our mobile team and shipped our 100th app-store release.' },
  { year: '2024', text: 'Passed 500 completed projects across healthcare, retail, logistics and finance.' },
] as const;

/** The four-step delivery process on the Services page (spec: Discovery, Planning, Development, Launch). */
export const DELIVERY_PROCESS = [
  {
    title: 'Discovery',
    description: 'Workshops with your team to understand your customers, goals, constraints and what success looks like.',
  },
  {
    title: 'Planning',
    description: 'A clear scope, architecture, timeline and fixed budget range, so you know exactly what you are buying.',
  },
  {
    title: 'Development',
    description: 'Two-week sprints with a working demo at the end of each, plus automated tests and code reviews throughout.',
  },
  {
    title: 'Launch',
    description: 'A calm, rehearsed release, followed by monitoring, training and ongoing support as you grow.',
  },
] as const;

export type CultureIcon = 'laptop' | 'graduation' | 'heart' | 'users';

/** The culture section on Careers. */
export const CULTURE: { title: string; description: string; icon: CultureIcon }[] = [
  {
    title: 'Flexible, hybrid work',
    description: 'Work from our San Francisco studio, from home, or a mix of both. We care about results, not desk hours.',
    icon: 'laptop',
  },
  {
    title: 'Always learning',
    description: 'A $2,000 yearly learning budget, conference tickets and Friday afternoons set aside for skill-building.',
    icon: 'graduation',
  },
  {
    title: 'Health and balance',
    description: 'Full medical, dental and vision cover, 20 days of paid time off plus holidays, and no after-hours pages.',
    icon: 'heart',
  },
  {
    title: 'Small teams, real ownership',
    description: 'Every project has a small, senior team that talks to the client directly and owns the result.',
    icon: 'users',
  },
];
