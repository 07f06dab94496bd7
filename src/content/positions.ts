/** Open positions on Careers (spec §3 "Job opening"; salaries within $60,000-$150,000). */
export interface JobOpening {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  description: string;
  requirements: string[];
  benefits: string[];
}

export const OPEN_POSITIONS: JobOpening[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer',
    department: 'Engineering',
    location: 'San Francisco, CA (Hybrid)',
    type: 'Full-time',
    experience: '5+ years',
    salary: '$130,000 - $150,000',
    description:
      'Lead the design and delivery of custom web platforms for clients in healthcare, retail and logistics, from the first architecture sketch to production support.',
    requirements: [
      'Five or more years building production web applications',
      'Strong TypeScript, React and Node.js skills',
      'Experience with relational and document databases',
      'Comfortable presenting technical trade-offs to clients',
    ],
    benefits: ['Equity options', '$2,000 yearly learning budget', 'Hybrid schedule', 'Full health cover'],
  },
  {
    id: 'mobile-developer',
    title: 'Mobile App Developer',
    department: 'Engineering',
    location: 'Remote (United States)',
    type: 'Full-time',
    experience: '3+ years',
    salary: '$105,000 - $130,000',
    description:
      'Build and ship cross-platform iOS and Android apps with React Native, working closely with our designers and the client’s own product team.',
    requirements: [
      'Three or more years of mobile development',
      'Published apps on the App Store or Google Play',
      'Experience with React Native, plus some Swift or Kotlin',
      'Familiar with offline data sync and push notifications',
    ],
    benefits: ['Fully remote', 'Latest MacBook and test devices', 'Home-office stipend', 'Full health cover'],
  },
  {
    id: 'digital-marketing-specialist',
    title: 'Digital Marketing Specialist',
    department: 'Marketing',
    location: 'San Francisco, CA (Hybrid)',
    type: 'Full-time',
    experience: '2+ years',
    salary: '$60,000 - $78,000',
    description:
      'Plan and run SEO, paid search and social campaigns for a portfolio of clients, and turn the numbers into monthly reports they can act on.',
    requirements: [
      'Two or more years in digital marketing or at an agency',
      'Hands-on experience with Google Ads and Google Analytics',
      'Clear, persuasive writing',
      'Comfortable with spreadsheets and basic data analysis',
    ],
    benefits: ['Certification courses paid for', 'Performance bonus', 'Hybrid schedule', 'Full health cover'],
  },
  {
    id: 'ui-ux-designer',
    title: 'UI/UX Designer',
    department: 'Design',
    location: 'Remote or San Francisco, CA',
    type: 'Full-time',
    experience: '3+ years',
    salary: '$90,000 - $115,000',
    description:
      'Research, design and prototype web and mobile products, and help grow the design systems our engineering teams build on.',
    requirements: [
      'Three or more years designing digital products',
      'A portfolio showing research through to shipped interfaces',
      'Fluent in Figma and prototyping tools',
      'Working knowledge of WCAG accessibility guidelines',
    ],
    benefits: ['Flexible location', '$2,000 yearly learning budget', 'Conference tickets', 'Full health cover'],
  },
];
