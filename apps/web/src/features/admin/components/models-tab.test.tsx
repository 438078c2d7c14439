import type { Model } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ModelsTab } from './models-tab';

afterEach(() => resetToasts());

const admin = testUser({ role: 'admin', roles: ['buyer', 'admin'] });
const gpt4o: Model = {
  id: 'gpt-4o',
  provider: 'OpenAI',
  name: 'GPT-4o',
  status: 'active',
  shutdownDate: null,
  replacement: null,
};

describe('ModelsTab', () => {
  it('changes a model’s status and shutdown date, and shows the catalogue as the server answers after', async () => {
    let catalogue = [gpt4o];
    server.use(
      http.get('/api/models', () => HttpResponse.json(catalogue)),
      http.patch('/api/admin/models/gpt-4o', async ({ request }) => {
        catalogue = [{ ...gpt4o, ...((await request.json()) as Partial<Model>) }];
        return HttpResponse.json(catalogue[0]);
      }),
    );
    renderWithApp(<ModelsTab />, { user: admin });
    const status = await screen.findByLabelText('Status of GPT-4o');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(status, 'retired');
    await userEvent.type(screen.getByLabelText('Shutdown date of GPT-4o'), '2026-02-13');
    await userEvent.click(save);
    expect(await screen.findByText('GPT-4o saved')).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/admin/models/gpt-4o')).toEqual([
      { status: 'retired', shutdownDate: '2026-02-13' },
    ]);
    expect(await screen.findByLabelText('Status of GPT-4o')).toHaveValue('retired');
  });

  it('adds a model, and shows the server’s refusal of a taken id', async () => {
    server.use(
      http.get('/api/models', () => HttpResponse.json([gpt4o])),
      http.post('/api/admin/models', () => apiError(409, 'A model with the id gpt-4o already exists.')),
    );
    renderWithApp(<ModelsTab />, { user: admin });
    const form = await screen.findByRole('form', { name: 'Add a model' });
    await userEvent.type(within(form).getByLabelText('Id'), 'gpt-4o');
    await userEvent.type(within(form).getByLabelText('Provider'), 'OpenAI');
    await userEvent.type(within(form).getByLabelText('Name'), 'GPT-4o again');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Model' }));
    expect(await screen.findByText('A model with the id gpt-4o already exists.')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/admin/models')).toEqual([
      {
        id: 'gpt-4o',
        provider: 'OpenAI',
        name: 'GPT-4o again',
        status: 'active',
        shutdownDate: null,
        replacement: null,
      },
    ]);
  });
});
