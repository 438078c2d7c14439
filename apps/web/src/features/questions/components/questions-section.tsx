import type { Question } from '@agentsy/contracts';
import { communityLimits } from '@agentsy/contracts/constants';
import { type FormEvent, useId, useState } from 'react';
import { LocalDate } from '@/components/local-date';
import { Markdown } from '@/components/markdown';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { personName } from '@/lib/format';
import { useQuestions } from '../api/get-questions';
import { useAnswerQuestion, useAskQuestion } from '../api/write-question';

type Props = { listingId: string; sellerId: string; viewerId: string | undefined };

const AskForm = ({ listingId }: { listingId: string }) => {
  const ask = useAskQuestion(listingId);
  const [content, setContent] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ listingId, content }, { onSuccess: () => setContent('') });
  };
  return (
    <form className="grid gap-2" onSubmit={submit}>
      <Label htmlFor={id}>Ask the seller a question</Label>
      <Textarea
        id={id}
        rows={3}
        minLength={communityLimits.questionMin}
        maxLength={communityLimits.questionMax}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder="Questions and answers are public."
      />
      <div>
        <Button type="submit" disabled={ask.isPending || content.trim().length < communityLimits.questionMin}>
          {ask.isPending ? 'Posting...' : 'Post Question'}
        </Button>
      </div>
    </form>
  );
};

const AnswerForm = ({ question, onDone }: { question: Question; onDone: () => void }) => {
  const answer = useAnswerQuestion(question.listingId);
  const [content, setContent] = useState(question.answer?.content ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ questionId: question.id, content }, { onSuccess: onDone });
  };
  return (
    <form className="mt-2 grid gap-2" onSubmit={submit}>
      <Label htmlFor={id}>Your answer</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={communityLimits.answerMax}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={answer.isPending || !content.trim()}>
          {answer.isPending ? 'Saving...' : 'Save answer'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

const QuestionItem = ({ question, isSeller }: { question: Question; isSeller: boolean }) => {
  const [isAnswering, setAnswering] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <p className="whitespace-pre-line text-sm font-medium">{question.content}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        {personName(question.asker)} · <LocalDate iso={question.createdAt} />
      </p>
      {question.answer && (
        <div className="mt-3 rounded-md bg-slate-50 p-3 dark:bg-slate-900">
          <p className="text-xs font-semibold">
            Answer from the seller · <LocalDate iso={question.answer.answeredAt} />
          </p>
          <Markdown text={question.answer.content} className="mt-1" />
        </div>
      )}
      {isSeller &&
        (isAnswering ? (
          <AnswerForm question={question} onDone={() => setAnswering(false)} />
        ) : (
          <Button variant="outline" size="sm" className="mt-2" onClick={() => setAnswering(true)}>
            {question.answer ? 'Edit answer' : 'Answer'}
          </Button>
        ))}
    </li>
  );
};

/** The listing page's "Questions": public questions, the seller's answers, and the ask form. */
export const QuestionsSection = ({ listingId, sellerId, viewerId }: Props) => {
  const { data: questions } = useQuestions(listingId);
  const isSeller = viewerId === sellerId;
  return (
    <section id="questions" aria-labelledby="questions-heading" className="grid gap-3">
      <h2 id="questions-heading" className="text-xl font-semibold">
        Questions
      </h2>
      {questions && questions.length === 0 && <p className="text-sm text-muted-foreground">No questions yet.</p>}
      {questions && questions.length > 0 && (
        <ul className="grid gap-3">
          {questions.map((q) => (
            <QuestionItem key={q.id} question={q} isSeller={isSeller} />
          ))}
        </ul>
      )}
      {!viewerId ? (
        <p className="text-sm">
          <SignInLink className="font-medium text-brand-text hover:underline">Sign in</SignInLink> to ask a question.
        </p>
      ) : (
        !isSeller && <AskForm listingId={listingId} />
      )}
    </section>
  );
};
