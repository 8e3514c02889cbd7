import { Button } from '../../../components/ui/button';

interface ChoiceButtonsProps<Choice extends string> {
  /** What is chosen, said to screen readers (`Show`). */
  label: string;
  choices: readonly Choice[];
  names: Record<Choice, string>;
  /** Null while none of them is (a range typed by hand). */
  chosen: Choice | null;
  onChoose: (choice: Choice) => void;
}

/** One of a few choices as a row of pressed buttons: a list's status, a calendar's span. */
export function ChoiceButtons<Choice extends string>({
  label,
  choices,
  names,
  chosen,
  onChoose,
}: ChoiceButtonsProps<Choice>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {choices.map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant={chosen === choice ? 'default' : 'outline'}
          aria-pressed={chosen === choice}
          onClick={() => onChoose(choice)}
        >
          {names[choice]}
        </Button>
      ))}
    </div>
  );
}
