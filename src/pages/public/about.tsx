/** About: our story, mission and vision, values, milestones, the team (#team) and calls to action. */
import { paths } from '@/lib/paths.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { FOUNDED_YEAR } from '@/content/company.ts';
import {
  AboutCallsToAction,
  AboutHero,
  MissionAndVision,
  OurStory,
  OurTeam,
  OurValues,
} from '@/pages/public/about-sections.tsx';

export function AboutPage() {
  return (
    <>
      <Seo
        title="About Us"
        description={`Since ${FOUNDED_YEAR}, NovaForge Digital has helped growing businesses with custom software, web and mobile apps and digital marketing. Meet the team and learn what we stand for.`}
        path={paths.about()}
      />

      {/* The whole page is text, pictures and links: taken over as the server rendered it. */}
      <KeptHtml>
        <AboutHero />
        <OurStory />
        <MissionAndVision />
        <OurValues />
        <OurTeam />
        <AboutCallsToAction />
      </KeptHtml>
    </>
  );
}
