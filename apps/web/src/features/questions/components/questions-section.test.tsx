import type { Question } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { QuestionsSection } from './questions-section';

afterEach(() => resetToasts());

const question: Question = {
  id: 'q1',
  listingId: 'l1',
  content: 'Does it read scanned PDFs?',
  createdAt: '2026-11-01T00:00:00.000Z',
  asker: { id: 'a1', firstName: 'Ann', lastName: 'Asker', profileImageUrl: null },
  answer: { content: 'Yes, with OCR.', answeredAt: '2026-11-02T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z' },
};

const answerList = (list: Question[]) =>
  server.use(http.get('/api/listings/l1/questions', () => HttpResponse.json(list)));

describe('QuestionsSection', () => {
  it('shows questions with their answers and asks a visitor to sign in', async () => {
    answerList([question]);
    renderWithApp(<QuestionsSection listingId="l1" sellerId="s1" viewerId={undefined} />);
    expect(await screen.findByText('Does it read scanned PDFs?')).toBeInTheDocument();
    expect(screen.getByText('Yes, with OCR.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Question' })).toBeNull();
  });

  it('renders an answer as markdown, with nothing that runs', async () => {
    answerList([
      { ...question, answer: { ...question.answer!, content: 'Yes: **OCR** first.\n\n<script>alert(1)</script>' } },
    ]);
    const { container } = renderWithApp(<QuestionsSection listingId="l1" sellerId="s1" viewerId={undefined} />);
    expect(await screen.findByText('OCR', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('lets a member ask, and shows the server refusal past the hourly limit', async () => {
    answerList([]);
    let calls = 0;
    server.use(
      http.post('/api/listings/l1/questions', () =>
        ++calls === 1
          ? HttpResponse.json({ ...question, answer: null }, { status: 201 })
          : apiError(429, 'You can ask 5 questions an hour. Please try again later.'),
      ),
    );
    renderWithApp(<QuestionsSection listingId="l1" sellerId="s1" viewerId="user-1" />, { user: testUser() });
    expect(await screen.findByText('No questions yet.')).toBeInTheDocument();
    const field = screen.getByLabelText('Ask the seller a question');
    await userEvent.type(field, 'Does it read scanned PDFs?');
    await userEvent.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByText('Question posted')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/listings/l1/questions')).toEqual([{ content: 'Does it read scanned PDFs?' }]);
    await userEvent.type(field, 'And Word documents too?');
    await userEvent.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByText('You can ask 5 questions an hour. Please try again later.')).toBeInTheDocument();
  });

  it('gives the seller an answer form instead of the ask form', async () => {
    answerList([{ ...question, answer: null }]);
    server.use(http.post('/api/questions/q1/answer', () => HttpResponse.json(question)));
    renderWithApp(<QuestionsSection listingId="l1" sellerId="user-1" viewerId="user-1" />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    expect(screen.queryByLabelText('Ask the seller a question')).toBeNull();
    await userEvent.type(screen.getByLabelText('Your answer'), 'Yes, with OCR.');
    await userEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Answer saved')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/questions/q1/answer')).toEqual([{ content: 'Yes, with OCR.' }]);
  });
});
