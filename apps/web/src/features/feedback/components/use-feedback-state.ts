import { useReducer } from 'react';

export const feedbackSteps = ['welcome', 'likes', 'dislikes', 'improvements', 'thanks'] as const;
export type FeedbackStep = (typeof feedbackSteps)[number];
export type FeedbackAnswers = { likes: string; dislikes: string; improvements: string };
type State = FeedbackAnswers & { step: FeedbackStep };

type Action =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'edit'; field: keyof FeedbackAnswers; value: string }
  | { type: 'submitted' }
  | { type: 'reset' };

const initial: State = { step: 'welcome', likes: '', dislikes: '', improvements: '' };
const isBlank = (text: string) => text.trim() === '';

/** docs/product.md#site-wide-elements: each question must have a non-blank answer before moving on. */
export const canAdvance = (state: State): boolean => {
  if (state.step === 'likes') return !isBlank(state.likes);
  if (state.step === 'dislikes') return !isBlank(state.dislikes);
  if (state.step === 'improvements') return !isBlank(state.improvements);
  return state.step === 'welcome';
};

export const feedbackReducer = (state: State, action: Action): State => {
  const index = feedbackSteps.indexOf(state.step);
  switch (action.type) {
    case 'next':
      // The last question moves on only through a successful submit.
      if (!canAdvance(state) || state.step === 'improvements') return state;
      return { ...state, step: feedbackSteps[index + 1] ?? state.step };
    case 'back':
      if (state.step === 'welcome' || state.step === 'thanks') return state;
      return { ...state, step: feedbackSteps[index - 1] ?? state.step };
    case 'edit':
      return { ...state, [action.field]: action.value };
    case 'submitted':
      return { ...state, step: 'thanks' };
    case 'reset':
      return initial;
  }
};

export const useFeedbackState = () => useReducer(feedbackReducer, initial);
