import { describe, expect, it } from 'vitest';
import { canAdvance, feedbackReducer } from './use-feedback-state';

const start = { step: 'welcome' as const, likes: '', dislikes: '', improvements: '' };

describe('feedback steps', () => {
  it('will not leave a question while its answer is blank or whitespace', () => {
    const likes = feedbackReducer(start, { type: 'next' });
    expect(likes.step).toBe('likes');
    expect(canAdvance(likes)).toBe(false);
    expect(feedbackReducer(likes, { type: 'next' }).step).toBe('likes');

    const spaces = feedbackReducer(likes, { type: 'edit', field: 'likes', value: '   ' });
    expect(feedbackReducer(spaces, { type: 'next' }).step).toBe('likes');

    const answered = feedbackReducer(likes, { type: 'edit', field: 'likes', value: 'Fast search' });
    expect(feedbackReducer(answered, { type: 'next' }).step).toBe('dislikes');
  });

  it('steps back and keeps what was typed', () => {
    const dislikes = { ...start, step: 'dislikes' as const, likes: 'Fast', dislikes: 'Slow' };
    const back = feedbackReducer(dislikes, { type: 'back' });
    expect(back).toMatchObject({ step: 'likes', likes: 'Fast', dislikes: 'Slow' });
  });

  it('reaches thanks only by submitting, and reset clears every answer', () => {
    const last = { step: 'improvements' as const, likes: 'a', dislikes: 'b', improvements: 'c' };
    expect(feedbackReducer(last, { type: 'next' }).step).toBe('improvements');
    const thanks = feedbackReducer(last, { type: 'submitted' });
    expect(thanks.step).toBe('thanks');
    expect(feedbackReducer(thanks, { type: 'reset' })).toEqual(start);
  });
});
