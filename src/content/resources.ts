/** Copy of the resource pages (/case-studies, /docs, /support) and the contact page's FAQ. */
import { paths } from '@/lib/paths.ts';
import type { TextPage } from './text-page.ts';
import { site } from './site.ts';

/** "Mon-Fri: 9-6" lines, from the one list of support hours in site.ts. */
export const supportHourLines = site.supportHours.map((slot) => `${slot.days}: ${slot.hours}`);
/** "Mon-Fri 9-6 and Sat 10-4", for sentences. */
export const supportHoursSentence = site.supportHours.map((slot) => `${slot.days} ${slot.hours}`).join(' and ');

export const contactFaq = [
  {
    question: 'How quickly will you reply to my enquiry?',
    answer: `We answer every enquiry within one business day, usually the same day. Our team works ${supportHoursSentence} (Pacific Time); messages sent outside those hours are answered the next working morning.`,
  },
  {
    question: 'How much does a project cost?',
    answer:
      'It depends on scope. As a guide, web projects start from $2,500, mobile apps from $3,000 and custom software from $5,000; digital marketing retainers start from $1,500 a month. After a free discovery call we send a fixed quote for the first phase.',
  },
  {
    question: 'How long does a typical project take?',
    answer:
      'A marketing website usually takes 3 to 10 weeks, a mobile app 6 to 16 weeks, and custom software 4 to 12 weeks for a first release. We agree milestones up front and demo working software every two weeks.',
  },
  {
    question: 'Do you work with clients outside the United States?',
    answer:
      'Yes. About a third of our clients are in Europe, Canada and Australia. We schedule calls in overlapping hours and work in English.',
  },
  {
    question: 'Will I own the code and designs?',
    answer:
      'Yes. Once the project is paid, you own the source code, designs and content we create for you, and we hand over all repositories and accounts.',
  },
  {
    question: 'Do you support projects after launch?',
    answer:
      'Yes. Every launch includes 30 days of free fixes, and most clients continue with a monthly support plan covering updates, monitoring and small improvements.',
  },
] as const;

export const caseStudiesPage: TextPage = {
  title: 'Case Studies',
  description: `Three recent ${site.name} projects: a logistics dispatch platform, a clinic booking app and an e-commerce growth campaign, with measured results.`,
  intro:
    'A few recent projects, what our clients needed, how we approached it and what changed afterwards. The clients are named with their permission, and the numbers are theirs.',
  sections: [
    {
      id: 'logistics-dispatch-platform',
      heading: 'A dispatch platform for a regional logistics company',
      facts: [
        { label: 'Client', value: 'Cobalt Logistics, a regional freight carrier with 120 vehicles' },
        { label: 'Services', value: 'Custom software, database solutions' },
        { label: 'Timeline', value: '14 weeks to first release' },
        { label: 'Result', value: '32% fewer empty miles in six months' },
      ],
      paragraphs: [
        'Dispatchers were planning routes in spreadsheets and phoning drivers for updates. Loads were double-booked several times a week and nobody could see where a truck was without a call.',
        'We replaced the spreadsheets with a web dispatch board and a driver app. Jobs are planned on a map, drivers confirm pickups and deliveries with a photo, and the board updates live. Nightly jobs import orders from the customer portal and export invoices to the accounting system.',
        'Double bookings stopped in the first month. Within six months empty miles fell by 32% and invoices went out two days sooner on average.',
      ],
    },
    {
      id: 'clinic-booking-app',
      heading: 'A booking app for a group of physiotherapy clinics',
      facts: [
        { label: 'Client', value: 'Bluepeak Health, a group of 9 physiotherapy clinics' },
        { label: 'Services', value: 'Mobile app development, web development' },
        { label: 'Timeline', value: '10 weeks' },
        { label: 'Result', value: '41% fewer missed appointments' },
      ],
      paragraphs: [
        'Patients could book only by phone during opening hours, and about one appointment in eight was missed without notice.',
        'We built iOS and Android apps from one React Native code base, plus a responsive booking page for the website. Patients book and reschedule any time, get reminders the day before, and can join a waiting list that fills cancelled slots automatically.',
        'Half of all bookings now come through the app, missed appointments dropped by 41%, and reception staff spend their time with patients instead of on the phone.',
      ],
    },
    {
      id: 'ecommerce-growth',
      heading: 'Search and paid growth for an online homeware shop',
      facts: [
        { label: 'Client', value: 'Meridian Retail, an independent homeware shop' },
        { label: 'Services', value: 'Digital marketing, web performance' },
        { label: 'Timeline', value: '6-month programme' },
        { label: 'Result', value: 'Organic revenue up 2.3×' },
      ],
      paragraphs: [
        'The shop relied on paid social ads that were getting more expensive every quarter, and its product pages took over five seconds to load on mobile.',
        'We fixed the technical basics first: compressed images, removed unused apps and cut mobile load time to under two seconds. Then we rewrote category pages around what customers actually search for and moved ad spend to the campaigns that showed a return.',
        'After six months organic revenue had grown 2.3 times, the cost per sale from ads fell by 38%, and the shop cut its ad budget without losing sales.',
      ],
      links: [
        { label: 'Discuss a similar project', to: paths.contact() },
        { label: 'See our services', to: paths.services() },
      ],
    },
  ],
};

export const docsPage: TextPage = {
  title: 'Documentation',
  description: `How an engagement with ${site.name} works: from the first call to launch and support, onboarding, tools and answers to common questions.`,
  intro:
    'Everything a new client needs to know about working with us: how a project runs from first call to launch, what we need from you to get started, and how we stay in touch.',
  sections: [
    {
      id: 'how-engagements-work',
      heading: 'How engagements work',
      paragraphs: ['Every project follows the same four steps, so you always know what happens next:'],
      items: [
        'Discovery (1-2 weeks): workshops with your team to agree goals, users, must-have features and how success will be measured.',
        'Planning: a written scope, designs for the key screens, a fixed price for the first phase and a release plan with milestones.',
        'Development: two-week sprints. At the end of each one we demo working software on a staging site you can try yourself.',
        'Launch and support: we release, watch the numbers closely for the first 30 days and fix anything that comes up at no charge.',
      ],
    },
    {
      id: 'onboarding',
      heading: 'Onboarding',
      paragraphs: ['In the first week we set up the project together. To get started we need:'],
      items: [
        'One decision-maker on your side who can approve scope and designs.',
        'Access to existing systems we integrate with (shared through a password manager, never by e-mail).',
        'Your brand guidelines, logos and any content you already have.',
        'A 60-minute kick-off call with the people who will use the product.',
      ],
    },
    {
      id: 'communication',
      heading: 'Communication and tools',
      paragraphs: [
        `You get a named project lead who answers within one business day (we work ${supportHoursSentence}, Pacific Time). We share a project board so you can see every task, a shared chat channel for quick questions, and a short written update every Friday.`,
        'Code lives in a repository in your organisation from day one, so you own it throughout the project.',
      ],
    },
    {
      id: 'handover',
      heading: 'Handover',
      paragraphs: [
        'At launch you receive the source code, deployment instructions, admin accounts for every service we set up, and a recorded walkthrough for your team. Nothing is locked to us: another team could pick up the work tomorrow.',
      ],
    },
    {
      id: 'faqs',
      heading: 'FAQs',
      faqs: [
        {
          question: 'Can we change the scope after work has started?',
          answer:
            'Yes. Changes are discussed at the next sprint planning; small ones are swapped for work of similar size, bigger ones get a short written estimate before we start.',
        },
        {
          question: 'How do you invoice?',
          answer:
            'Fixed-price phases are invoiced 40% at the start, 40% at the mid-point demo and 20% at launch. Support plans are invoiced monthly.',
        },
        {
          question: 'Who hosts the finished product?',
          answer:
            'You do, in your own cloud account. We recommend a provider during planning and set it up with you, so the bills and the data are yours.',
        },
        {
          question: 'Do you sign NDAs?',
          answer: 'Yes, before the discovery call if you like. Send us yours or ask for our standard mutual NDA.',
        },
      ],
      links: [
        { label: 'Get support', to: paths.support() },
        { label: 'Start a project', to: paths.contact() },
      ],
    },
  ],
};

export const supportPage: TextPage = {
  title: 'Support',
  description: `Get help from ${site.name}: support hours Mon-Fri 9-6 and Sat 10-4, how to report a problem and what our support plans cover.`,
  intro:
    'Existing clients and visitors alike can reach our team. Here is when we are available, how to report a problem so we can fix it quickly, and what our support plans include.',
  sections: [
    {
      id: 'hours',
      heading: 'Support hours',
      paragraphs: [
        `Our team is available ${supportHoursSentence} (Pacific Time). We are closed on Sundays and US public holidays.`,
      ],
      items: [...supportHourLines, 'Sun: Closed'],
    },
    {
      id: 'reporting',
      heading: 'Reporting a problem',
      paragraphs: ['Send your report through the contact form and choose the service it concerns. Including these saves a round of questions:'],
      items: [
        'What you were trying to do and what happened instead.',
        'The page address, and your device and browser.',
        'A screenshot or short screen recording, if you can.',
        'When it started and whether it happens every time.',
      ],
      links: [{ label: 'Contact support', to: paths.contact() }],
    },
    {
      id: 'response-times',
      heading: 'Response times',
      items: [
        'Critical (the site or app is down, or payments are failing): first response within 1 hour, around the clock, for support-plan clients through the emergency number in their agreement.',
        'High (a key feature is broken): within 4 business hours.',
        'Normal (questions, small bugs, content changes): within 1 business day.',
      ],
    },
    {
      id: 'plans',
      heading: 'Support plans',
      paragraphs: [
        'Every launch includes 30 days of free fixes. After that, monthly plans cover security updates, uptime monitoring, backups and a set number of hours for improvements. Ask us for a plan that fits your product.',
      ],
    },
    {
      id: 'account-help',
      heading: 'Help with your account',
      paragraphs: [
        'Forgot your password? Reset it from the login page. You can see every enquiry you have sent and our replies on your profile once you are logged in.',
      ],
      links: [
        { label: 'Reset your password', to: paths.forgotPassword() },
        { label: 'Log in', to: paths.login() },
        { label: 'Contact us', to: paths.contact() },
      ],
    },
  ],
};
