/** The team shown on About (#team, each member at #{id}); the blog's authors are these people. */
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  expertise: string[];
}

export const TEAM: TeamMember[] = [
  {
    id: 'maya-chen',
    name: 'Maya Chen',
    role: 'Co-founder & CEO',
    bio: 'Led product teams at two fintech startups before founding NovaForge. Maya still joins every discovery workshop.',
    expertise: ['Product strategy', 'Client partnerships'],
  },
  {
    id: 'daniel-brooks',
    name: 'Daniel Brooks',
    role: 'Co-founder & CTO',
    bio: 'Has designed systems handling millions of transactions a day and believes the best release is a boring one.',
    expertise: ['Software architecture', 'Cloud infrastructure'],
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    role: 'Head of Design',
    bio: 'Turns messy requirements into interfaces people understand at a glance, with accessibility built in from the first sketch.',
    expertise: ['UX research', 'Design systems'],
  },
  {
    id: 'marcus-johnson',
    name: 'Marcus Johnson',
    role: 'Mobile Engineering Lead',
    bio: 'Has shipped more than forty iOS and Android apps, from driver tools to consumer apps with six-figure installs.',
    expertise: ['React Native', 'Swift and Kotlin'],
  },
  {
    id: 'sofia-alvarez',
    name: 'Sofia Alvarez',
    role: 'Director of Digital Marketing',
    bio: 'Runs search, social and email programmes that are judged on revenue, not impressions.',
    expertise: ['SEO and content', 'Paid acquisition'],
  },
  {
    id: 'james-oconnor',
    name: "James O'Connor",
    role: 'Security & Infrastructure Lead',
    bio: 'A former penetration tester who now makes sure every project we ship is hardened, monitored and backed up.',
    expertise: ['Security audits', 'DevOps'],
  },
];

/** The team member of that name (blog posts name their author), or undefined for anyone else. */
export function teamMemberNamed(name: string | null | undefined): TeamMember | undefined {
  const wanted = name?.trim().toLowerCase();
  return wanted ? TEAM.find((member) => member.name.toLowerCase() === wanted) : undefined;
}
