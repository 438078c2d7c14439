import { webRoutePaths } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { routes } from './router';
import { NotFoundRoute } from './routes/not-found';

const pagePaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : []),
    ...pagePaths(route.children ?? []),
  ]);

describe('the router', () => {
  it('has exactly the pages the server knows (the others answer 404)', () => {
    expect(pagePaths(routes).sort()).toEqual([...webRoutePaths].sort());
  });
});

describe('Page Not Found', () => {
  it('keeps the spec’s text and links home', () => {
    renderWithApp(<NotFoundRoute />);
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
