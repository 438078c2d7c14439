import { Link } from 'react-router';
import { PageSection, QuestionList, StaticPage, TextLink } from '@/components/static-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  bestPractices,
  type PlatformGuide,
  platformGuides,
  troubleshooting,
} from './guide-integrations/platform-guides';

const levelStyle = { Beginner: 'secondary', Intermediate: 'outline', Advanced: 'default' } as const;

const GuideCard = ({ guide }: { guide: PlatformGuide }) => (
  <Card id={guide.id} className="scroll-mt-24">
    <CardHeader>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{guide.name}</CardTitle>
        <Badge variant={levelStyle[guide.level]}>{guide.level}</Badge>
      </div>
      <CardDescription>{guide.summary}</CardDescription>
    </CardHeader>
    <CardContent className="grid gap-4 text-sm">
      <div>
        <h3 className="font-semibold">Steps</h3>
        <ol className="mt-2 grid list-decimal gap-1.5 pl-5">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="font-semibold">Requirements</h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5">
          {guide.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">File types</h3>
        {guide.fileTypes.map((type) => (
          <code key={type} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
            {type}
          </code>
        ))}
      </div>
    </CardContent>
  </Card>
);

export const Component = () => (
  <StaticPage title="Integrations Guide" intro="Set up the agents you buy on the platforms they were built for.">
    <nav aria-label="Platforms" className="flex flex-wrap gap-2">
      {platformGuides.map((guide) => (
        <Button key={guide.id} asChild variant="outline" size="sm">
          <a href={`#${guide.id}`}>{guide.name}</a>
        </Button>
      ))}
    </nav>
    <PageSection title="Setup guides">
      <div className="grid gap-6 md:grid-cols-2">
        {platformGuides.map((guide) => (
          <GuideCard key={guide.id} guide={guide} />
        ))}
      </div>
    </PageSection>
    <PageSection title="Troubleshooting">
      <QuestionList items={troubleshooting} />
    </PageSection>
    <PageSection title="Best practices">
      <div className="grid gap-4 sm:grid-cols-3">
        {bestPractices.map(({ title, text }) => (
          <Card key={title}>
            <CardHeader>
              <CardTitle className="text-base">{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </PageSection>
    <PageSection title="More help">
      <p>
        Can't get an agent running? <TextLink to="/contact">Contact us</TextLink> or ask the seller. Looking for more
        agents? Browse the <TextLink to="/marketplace">marketplace</TextLink>.
      </p>
      <div>
        <Button asChild>
          <Link to="/marketplace">Browse the marketplace</Link>
        </Button>
      </div>
    </PageSection>
  </StaticPage>
);
