import type { FeedbackUserRole } from '@agentsy/contracts';
import { timing } from '@agentsy/contracts/constants';
import { MessageCircleHeartIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useIsModalOpen } from '@/lib/use-is-modal-open';
import { useSubmitFeedback } from '../api/submit-feedback';
import { FeedbackQuestion } from './feedback-question';
import { hasSeenFeedback, markFeedbackSeen } from './feedback-storage';
import { canAdvance, useFeedbackState } from './use-feedback-state';

const questions = {
  likes: 'What do you like about Agentsy?',
  dislikes: "What don't you like, or what got in your way?",
  improvements: 'What should we improve or add next?',
} as const;

export const FeedbackWidget = ({ userRole }: { userRole: FeedbackUserRole }) => {
  const [isOpen, setIsOpen] = useState(false);
  const [state, dispatch] = useFeedbackState();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isModalOpen = useIsModalOpen();

  const open = () => {
    markFeedbackSeen();
    setIsOpen(true);
  };
  const close = () => {
    markFeedbackSeen();
    setIsOpen(false);
  };

  // The countdown to opening by itself runs only while no dialog is open (the first-login
  // onboarding, the menu, a checkout), and starts again once it closes.
  useEffect(() => {
    if (isModalOpen || hasSeenFeedback()) return;
    const timer = setTimeout(() => {
      markFeedbackSeen();
      setIsOpen(true);
    }, timing.feedbackAutoOpenMs);
    return () => clearTimeout(timer);
  }, [isModalOpen]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const submit = useSubmitFeedback({
    onSuccess: () => {
      dispatch({ type: 'submitted' });
      resetTimer.current = setTimeout(() => {
        setIsOpen(false);
        dispatch({ type: 'reset' });
      }, timing.feedbackResetMs);
    },
  });

  const send = () =>
    submit.mutate({
      likes: state.likes,
      dislikes: state.dislikes,
      improvements: state.improvements,
      pageUrl: window.location.href,
      userRole,
      timestamp: new Date().toISOString(),
    });

  const question = (field: keyof typeof questions, isLast = false) => (
    <FeedbackQuestion
      id={`feedback-${field}`}
      question={questions[field]}
      value={state[field]}
      onChange={(value) => dispatch({ type: 'edit', field, value })}
      onBack={() => dispatch({ type: 'back' })}
      onNext={isLast ? send : () => dispatch({ type: 'next' })}
      nextLabel={isLast ? (submit.isPending ? 'Submitting...' : 'Submit') : 'Next'}
      isNextDisabled={!canAdvance(state) || (isLast && submit.isPending)}
    />
  );

  // Neither the panel nor its button sits on top of a dialog; both come back as they were after it.
  if (isModalOpen) return null;
  return (
    <div className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3">
      {isOpen && (
        <section
          role="dialog"
          aria-labelledby="feedback-title"
          className="w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-800 dark:bg-slate-900"
          onKeyDown={(event) => event.key === 'Escape' && close()}
        >
          <div className="mb-3 flex items-start justify-between gap-2">
            <h2 id="feedback-title" className="font-semibold">
              Help us improve Agentsy
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close feedback"
              className="rounded-sm opacity-70 hover:opacity-100"
            >
              <XIcon className="size-4" />
            </button>
          </div>
          {state.step === 'welcome' && (
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground">
                Got a minute? Three quick questions tell us what to build next.
              </p>
              <div className="flex justify-end gap-2">
                <Button variant="outline" size="sm" onClick={close}>
                  Later
                </Button>
                <Button size="sm" onClick={() => dispatch({ type: 'next' })}>
                  Share Feedback
                </Button>
              </div>
            </div>
          )}
          {state.step === 'likes' && question('likes')}
          {state.step === 'dislikes' && question('dislikes')}
          {state.step === 'improvements' && question('improvements', true)}
          {state.step === 'thanks' && (
            <p role="status" className="text-sm">
              Thank you! Your feedback helps us make Agentsy better for everyone.
            </p>
          )}
        </section>
      )}
      <Button
        size="icon"
        className="size-14 rounded-full shadow-lg [&_svg]:size-6"
        aria-label={isOpen ? 'Close feedback' : 'Share feedback'}
        aria-expanded={isOpen}
        onClick={isOpen ? close : open}
      >
        <MessageCircleHeartIcon className="size-6" />
      </Button>
    </div>
  );
};
