import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { AgentRequestForm } from './agent-request-form';
import { MyAgentRequests } from './my-agent-requests';

afterEach(() => {
  resetToasts();
});

const fill = async () => {
  await userEvent.type(screen.getByLabelText('What do you need?'), 'Ticket triage');
  await userEvent.type(screen.getByLabelText('Describe it'), 'Tags support tickets by urgency.');
  await userEvent.selectOptions(screen.getByLabelText('Use case'), 'customer-service');
  await userEvent.selectOptions(screen.getByLabelText('Budget'), '100-250');
};

describe('AgentRequestForm', () => {
  it('asks a visitor to sign in', async () => {
    renderWithApp(<AgentRequestForm />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please sign in to submit an agent request.')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('needs every field', async () => {
    renderWithApp(<AgentRequestForm />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('What do you need?'), 'Only a title');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
  });

  it('submits, then shows the refetched requests', async () => {
    const saved = {
      id: 'r1',
      title: 'Ticket triage',
      description: 'Tags support tickets by urgency.',
      useCase: 'customer-service',
      budget: '100-250',
      createdAt: '2025-06-01T00:00:00.000Z',
      open: true,
    };
    let requests: (typeof saved)[] = [];
    server.use(
      http.post('/api/forms/agent-request', () => {
        requests = [saved];
        return HttpResponse.json(saved, { status: 201 });
      }),
      http.get('/api/agent-requests', () => HttpResponse.json(requests)),
      http.post('/api/agent-requests/r1/close', () => {
        requests = [{ ...saved, open: false }];
        return HttpResponse.json(requests[0]);
      }),
    );
    renderWithApp(
      <>
        <AgentRequestForm />
        <MyAgentRequests />
      </>,
      { user: testUser() },
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request Submitted!')).toBeInTheDocument();
    // True now: sellers see open requests on the requests board.
    expect(screen.getByText("We'll let creators know what you're looking for.")).toBeInTheDocument();
    expect(await bodiesSent('POST /api/forms/agent-request')).toEqual([
      {
        title: 'Ticket triage',
        description: 'Tags support tickets by urgency.',
        useCase: 'customer-service',
        budget: '100-250',
      },
    ]);
    expect(await screen.findByText('Your recent requests')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('What do you need?')).toHaveValue(''));
    expect(await screen.findByText(/Open to sellers/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText(/· Closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
  });

  it('says Submission Failed when the server refuses', async () => {
    server.use(http.post('/api/forms/agent-request', () => new HttpResponse('oops', { status: 500 })));
    renderWithApp(<AgentRequestForm />, { user: testUser() });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit request. Please try again.')).toBeInTheDocument();
  });
});
