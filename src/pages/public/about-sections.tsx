/** The sections of the About page (about.tsx), in the order it shows them; all of them static. */
import { ArrowRight, Compass, Eye, Handshake, Lightbulb, ShieldCheck, Target, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { buttonClass, containerStyles } from '@/components/ui/styles.ts';
import {
  COMPANY_STATS,
  COMPANY_STORY,
  FOUNDED_YEAR,
  MILESTONES,
  MISSION,
  VALUES,
  VISION,
  type ValueIcon,
} from '@/content/company.ts';
import { site } from '@/content/site.ts';
import { TEAM, type TeamMember } from '@/content/team.ts';
import { PORTRAIT_SIZE, teamPortrait } from '@/content/images.ts';

const largeSecondary = buttonClass({ variant: 'secondary', size: 'lg' });

const VALUE_ICONS: Record<ValueIcon, LucideIcon> = {
  target: Target,
  handshake: Handshake,
  shield: ShieldCheck,
  lightbulb: Lightbulb,
};

/** The dark opening: who we are, with the company in numbers. */
export function AboutHero() {
  return (
    <section className="relative isolate overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(59,108,246,0.45),transparent_60%)]"
      />
      <div className={`${containerStyles} py-16 sm:py-20 lg:py-24`}>
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">About {site.name}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            We build the technology that helps businesses grow
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-300">
            Engineers, designers and marketers working as one team since {FOUNDED_YEAR}, for companies that want a
            partner rather than a vendor.
          </p>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 border-t border-white/10 pt-10 lg:grid-cols-4">
          {COMPANY_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Our story, with the milestones beside it. */
export function OurStory() {
  return (
    <section aria-labelledby="story-heading" className="py-16 sm:py-24">
      <div className={`${containerStyles} grid gap-12 lg:grid-cols-12`}>
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our story</p>
          <h2 id="story-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {COMPANY_STORY.heading}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
            {COMPANY_STORY.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="lg:col-span-5">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h3 id="milestones-heading" className="text-lg font-semibold text-slate-900">
              Milestones
            </h3>
            <ol className="mt-6 space-y-6 border-l-2 border-brand-200 pl-6">
              {MILESTONES.map((milestone) => (
                <li key={milestone.year} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute -left-[31px] top-1.5 h-3 w-3 rounded-full bg-brand-600 ring-4 ring-slate-50"
                  />
                  <p className="font-semibold text-brand-700">{milestone.year}</p>
                  <p className="mt-1 text-slate-700">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The mission and the vision, side by side. */
export function MissionAndVision() {
  return (
    <section aria-labelledby="mission-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className={containerStyles}>
        <h2 id="mission-heading" className="sr-only">
          Mission and vision
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <PurposeCard icon={Compass} title="Our mission" text={MISSION} />
          <PurposeCard icon={Eye} title="Our vision" text={VISION} />
        </div>
      </div>
    </section>
  );
}

/** Our values, each with its icon. */
export function OurValues() {
  return (
    <section aria-labelledby="values-heading" className="py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our values</p>
          <h2 id="values-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            What we stand for
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Four principles that shape how we work with clients and with each other.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => {
            const Icon = VALUE_ICONS[value.icon];
            return (
              <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{value.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The team (#team), each member at their own anchor. */
export function OurTeam() {
  return (
    <section id="team" aria-labelledby="team-heading" className="scroll-mt-24 bg-slate-50 py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our team</p>
          <h2 id="team-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Meet the people behind the work
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            A senior team you will talk to directly, from the first workshop to long after launch.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.id} id={member.id} className="scroll-mt-24">
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The two calls to action: get in touch, or join the team. */
export function AboutCallsToAction() {
  return (
    <section aria-labelledby="about-cta-heading" className="py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col rounded-3xl bg-brand-700 p-8 text-white shadow-xl sm:p-10">
            <h2 id="about-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Let&apos;s build something together
            </h2>
            <p className="mt-3 flex-1 text-lg leading-8 text-brand-100">
              Tell us where your business is heading and we will show you how technology can get it there faster.
            </p>
            <Link
              to={paths.contact()}
              className="mt-8 inline-flex items-center justify-center gap-2 self-start rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Contact Us
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </div>
          <div className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Want to join the team?</h2>
            <p className="mt-3 flex-1 text-lg leading-8 text-slate-600">
              We are hiring engineers, designers and marketers who care about doing great work for real clients.
            </p>
            <Link to={paths.careers()} className={`${largeSecondary} mt-8 self-start`}>
              View Open Positions
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function PurposeCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h3 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h3>
      <p className="mt-3 text-lg leading-8 text-slate-700">{text}</p>
    </div>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <img
          src={teamPortrait(member.id)}
          alt={`Illustrated portrait of ${member.name}`}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          loading="lazy"
          decoding="async"
          className="h-20 w-20 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-white shadow-sm"
        />
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-6 text-slate-600">{member.bio}</p>
      <ul aria-label={`${member.name}'s expertise`} className="mt-5 flex flex-wrap gap-2">
        {member.expertise.map((skill) => (
          <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
            {skill}
          </li>
        ))}
      </ul>
    </article>
  );
}
