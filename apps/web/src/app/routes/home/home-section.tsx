import type { ReactNode } from 'react';

export const HomeSection = ({
  id,
  title,
  caption,
  action,
  children,
}: {
  id: string;
  title: string;
  caption?: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {caption && <p className="mt-1 text-sm text-muted-foreground">{caption}</p>}
      </div>
      {action}
    </div>
    {children}
  </section>
);
