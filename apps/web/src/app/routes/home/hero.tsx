import type { ReactNode } from 'react';

export const Hero = ({
  eyebrow,
  title,
  text,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  text: string;
  children: ReactNode;
}) => (
  <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
    <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-text">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  </section>
);
