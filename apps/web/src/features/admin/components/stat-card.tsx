import { InfoIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** One figure with what it means, on hover or focus of the info icon. */
export const StatCard = ({
  label,
  value,
  definition,
  Icon,
}: {
  label: string;
  value: string;
  definition?: string;
  Icon: LucideIcon;
}) => (
  <Card>
    <CardContent className="flex items-start justify-between gap-3 p-5">
      <div>
        <p className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
          {label}
          {definition && (
            <Tooltip>
              <TooltipTrigger asChild>
                <button type="button" aria-label={`What ${label} means`} className="rounded-full">
                  <InfoIcon className="size-3.5" aria-hidden />
                </button>
              </TooltipTrigger>
              <TooltipContent className="max-w-xs">{definition}</TooltipContent>
            </Tooltip>
          )}
        </p>
        <p className="mt-1 text-2xl font-bold">{value}</p>
      </div>
      <Icon className="size-6 text-brand-text" aria-hidden />
    </CardContent>
  </Card>
);
