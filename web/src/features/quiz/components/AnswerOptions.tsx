/**
 * The large numbered answers of a question, live and in practice. Each button is named by what it
 * shows (its number and its text, with a colon only screen readers hear), so a voice user says the
 * name they see; the chosen one is pressed.
 */
import { quizTexts } from '../../../texts/en-quiz';

interface AnswerOptionsProps {
  options: readonly string[];
  chosen: number | undefined;
  disabled: boolean;
  onChoose: (option: number) => void;
}

export function AnswerOptions({ options, chosen, disabled, onChoose }: AnswerOptionsProps) {
  return (
    <ul className="quiz-options" aria-label={quizTexts.live.optionsLabel}>
      {options.map((option, i) => (
        <li key={i}>
          <button
            type="button"
            className="quiz-option"
            aria-pressed={chosen === i}
            disabled={disabled}
            onClick={() => onChoose(i)}
          >
            <span className="quiz-option__key">{i + 1}</span>
            <span className="sr-only">:</span> <span>{option}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
