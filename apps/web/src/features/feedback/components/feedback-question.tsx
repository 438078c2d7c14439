import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type FeedbackQuestionProps = {
  id: string;
  question: string;
  value: string;
  onChange: (value: string) => void;
  onBack: () => void;
  onNext: () => void;
  nextLabel: string;
  isNextDisabled: boolean;
};

export const FeedbackQuestion = ({
  id,
  question,
  value,
  onChange,
  onBack,
  onNext,
  nextLabel,
  isNextDisabled,
}: FeedbackQuestionProps) => (
  <form
    className="grid gap-3"
    onSubmit={(event) => {
      event.preventDefault();
      if (!isNextDisabled) onNext();
    }}
  >
    <Label htmlFor={id}>{question}</Label>
    <Textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} rows={4} autoFocus />
    <div className="flex justify-between gap-2">
      <Button variant="outline" size="sm" onClick={onBack}>
        Back
      </Button>
      <Button type="submit" size="sm" disabled={isNextDisabled}>
        {nextLabel}
      </Button>
    </div>
  </form>
);
