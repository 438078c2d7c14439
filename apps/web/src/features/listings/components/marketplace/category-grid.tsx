import { type MarketplaceCategory, marketplaceCategories } from '@agentsy/contracts/taxonomy';
import {
  BarChart3Icon,
  DollarSignIcon,
  HeadphonesIcon,
  type LucideIcon,
  MailIcon,
  PenToolIcon,
  Share2Icon,
  SparklesIcon,
  TargetIcon,
  ZapIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

const icons: Record<MarketplaceCategory, LucideIcon> = {
  productivity: ZapIcon,
  content: PenToolIcon,
  'customer-service': HeadphonesIcon,
  data: BarChart3Icon,
  'lead-generation': TargetIcon,
  'social-media': Share2Icon,
  email: MailIcon,
  financial: DollarSignIcon,
};

const categories = [
  { id: '', label: 'All Agents', Icon: SparklesIcon },
  ...(Object.entries(marketplaceCategories) as [MarketplaceCategory, { label: string }][]).map(([id, { label }]) => ({
    id,
    label,
    Icon: icons[id],
  })),
];

export const CategoryGrid = ({ selected, onSelect }: { selected: string; onSelect: (id: string) => void }) => (
  <nav aria-label="Categories">
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
      {categories.map(({ id, label, Icon }) => {
        const isSelected = selected === id;
        return (
          <li key={id || 'all'}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(id)}
              className={cn(
                'flex h-full w-full flex-col items-center gap-2 rounded-xl border p-3 text-center text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                isSelected
                  ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-100'
                  : 'border-slate-200 bg-white hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900',
              )}
            >
              <Icon className="size-6 text-brand-text" aria-hidden />
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  </nav>
);
