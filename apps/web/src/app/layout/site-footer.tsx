import { Link } from 'react-router';

// The landing footer carries exactly these links (docs/product.md#home-and-landing).
const columns = [
  {
    title: 'Marketplace',
    links: [
      { to: '/marketplace', label: 'Browse Agents' },
      { to: '/marketplace?category=productivity', label: 'Categories' },
      { to: '/marketplace?sortBy=rating', label: 'Top Rated' },
    ],
  },
  {
    title: 'Sellers',
    links: [
      { to: '/seller-dashboard', label: 'Start Selling' },
      { to: '/help', label: 'Seller Guide' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/contact', label: 'Contact' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/admin-login', label: 'Admin Sign In' },
    ],
  },
];

export const SiteFooter = () => (
  <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <p className="text-lg font-bold text-brand-text">Agentsy</p>
        <p className="mt-2 text-sm text-muted-foreground">
          The Etsy for AI agents: discover, buy and sell agents, prompts and automations.
        </p>
      </div>
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h2 className="text-sm font-semibold">{column.title}</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {column.links.map((link) => (
              <li key={`${link.to}-${link.label}`}>
                <Link to={link.to} className="text-muted-foreground hover:text-brand-text">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
    {/* On a phone the floating feedback button covers the page's last lines: the room below lets them scroll clear. */}
    <p className="border-t border-slate-200 pt-4 pb-24 text-center text-xs text-muted-foreground sm:pb-4 dark:border-slate-800">
      © 2024 Agentsy. All rights reserved.
    </p>
  </footer>
);
