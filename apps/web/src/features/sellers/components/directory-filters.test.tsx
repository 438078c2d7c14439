import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DirectoryFilterControls, defaultDirectoryFilters } from './directory-filters';

describe('DirectoryFilterControls search box', () => {
  it('keeps what was typed while the URL catches up with an earlier pause', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DirectoryFilterControls filters={defaultDirectoryFilters} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search creators' });
    await userEvent.type(box, 'a');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ search: 'a' }));
    await userEvent.type(box, 'd');
    // The URL answers with the first pause's words only now, after the next key.
    rerender(<DirectoryFilterControls filters={{ ...defaultDirectoryFilters, search: 'a' }} onChange={onChange} />);
    expect(box).toHaveValue('ad');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ search: 'ad' }));
  });

  it('takes the words of a URL changed elsewhere (Back, Clear)', () => {
    const { rerender } = render(<DirectoryFilterControls filters={defaultDirectoryFilters} onChange={vi.fn()} />);
    rerender(<DirectoryFilterControls filters={{ ...defaultDirectoryFilters, search: 'ada' }} onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search creators' })).toHaveValue('ada');
  });
});
