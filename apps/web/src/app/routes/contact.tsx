import { support } from '@agentsy/contracts/constants';
import { ClockIcon, MailIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { StaticPage, TextLink } from '@/components/static-page';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ContactForm, isInquiryType } from '@/features/contact/components/contact-form';
import { useIsHydrated } from '@/lib/use-is-hydrated';

export const Component = () => {
  const [params] = useSearchParams();
  // The page is rendered once at build time, without a query: `?type=bug` picks the inquiry type
  // only once React has taken that HTML over, so hydration sees the same form.
  const isHydrated = useIsHydrated();
  const type = isHydrated ? params.get('type') : null;
  return (
    <StaticPage title="Contact us" intro="Questions, problems or ideas — send us a message and we'll get back to you.">
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <Card>
          <CardContent className="pt-6">
            <ContactForm initialInquiryType={isInquiryType(type) ? type : undefined} />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <ClockIcon className="size-4 text-brand-text" aria-hidden />
                Support hours
              </CardTitle>
              <p className="text-sm text-muted-foreground">{support.hours}</p>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <MailIcon className="size-4 text-brand-text" aria-hidden />
                Email
              </CardTitle>
              <a className="text-sm text-brand-text hover:underline" href={`mailto:${support.email}`}>
                {support.email}
              </a>
            </CardHeader>
          </Card>
          <p className="text-sm text-muted-foreground">
            Many answers are already in the <TextLink to="/help">Help Center</TextLink>.
          </p>
        </aside>
      </div>
    </StaticPage>
  );
};
