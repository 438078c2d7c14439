import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Shared frame for the static pages: readable width, heading scale and link styles. */
export const StaticPage = ({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) => (
  <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
    <header className="mb-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-muted-foreground">{intro}</p>}
    </header>
    <div className="grid gap-12">{children}</div>
  </article>
);

export const PageSection = ({
  id,
  title,
  children,
  className,
}: {
  id?: string;
  title: string;
  children: ReactNode;
  className?: string;
}) => (
  <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={cn('scroll-mt-24', className)}>
    <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold">
      {title}
    </h2>
    <div className="mt-4 grid gap-4 text-slate-700 leading-relaxed dark:text-slate-300">{children}</div>
  </section>
);

export const TextLink = ({ className, ...props }: ComponentProps<typeof Link>) => (
  <Link className={cn('font-medium text-brand-text underline-offset-4 hover:underline', className)} {...props} />
);

export const BulletList = ({ items }: { items: ReactNode[] }) => (
  <ul className="grid list-disc gap-2 pl-6">
    {items.map((item, index) => (
      // Static copy that never reorders, so the index is a stable key.
      // biome-ignore lint/suspicious/noArrayIndexKey: static list
      <li key={index}>{item}</li>
    ))}
  </ul>
);

export const NumberedSteps = ({ steps }: { steps: { title: string; text: ReactNode }[] }) => (
  <ol className="grid gap-4">
    {steps.map((step, index) => (
      <li key={step.title} className="flex gap-4">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-700 dark:text-white">
          {index + 1}
        </span>
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">{step.title}</h3>
          <p className="mt-1">{step.text}</p>
        </div>
      </li>
    ))}
  </ol>
);

/** Question-and-answer lists (FAQ, troubleshooting, common issues) look the same on every page. */
export const QuestionList = ({ items }: { items: readonly { q: string; a: ReactNode }[] }) => (
  <dl className="grid gap-5">
    {items.map(({ q, a }) => (
      <div key={q}>
        <dt className="font-semibold text-slate-900 dark:text-slate-100">{q}</dt>
        <dd className="mt-1">{a}</dd>
      </div>
    ))}
  </dl>
);
