import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

const Broken = () => {
  throw new RangeError('Not a money amount: -17.51');
};

describe('RouteError', () => {
  it('a page that throws shows a way on inside the layout, not the error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <nav>top bar</nav>
              <Outlet />
            </>
          ),
          children: [{ errorElement: <RouteError />, children: [{ path: '/broken', element: <Broken /> }] }],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText('top bar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Not a money amount/)).not.toBeInTheDocument();
  });
});
