import type { Language } from '@ttc/shared-protocol/clock/language';
import type { ChoiceQuestion } from '@ttc/shared-protocol/game/question';
import { optionText } from '../model/question-text';

type Props = {
  question: ChoiceQuestion;
  language: Language;
  /** The chosen option's label, if any. */
  selected: string | null;
  disabled: boolean;
  onSelect: (label: string) => void;
  /** id of the question heading, which names the group. */
  labelledBy: string;
};

// Each answer has its own colour AND shape, so children who cannot tell the colours apart can
// still say "the triangle": blue circle, orange triangle, green square, purple diamond.
const SHAPES = [
  <circle key="circle" cx="12" cy="12" r="9" />,
  <path key="triangle" d="M12 3l10 18H2z" />,
  <rect key="square" x="3.5" y="3.5" width="17" height="17" rx="2" />,
  <path key="diamond" d="M12 1.5l10.5 10.5L12 22.5 1.5 12z" />,
];

/** The 2-column grid of 4 big coloured answer buttons (spec section 2). */
export function AnswerGrid({
  question,
  language,
  selected,
  disabled,
  onSelect,
  labelledBy,
}: Props) {
  return (
    <fieldset
      className={`answer-grid answer-grid--${question.type}`}
      aria-labelledby={labelledBy}
      data-tour="choices"
    >
      {question.options.map((label, index) => {
        const isSelected = selected === label;
        return (
          <button
            key={label}
            type="button"
            className={`answer answer--${index % 4}${isSelected ? ' is-selected' : ''}`}
            aria-pressed={isSelected}
            disabled={disabled}
            onClick={() => onSelect(label)}
          >
            <svg className="answer__shape" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {SHAPES[index % 4]}
            </svg>
            <span className="answer__text">{optionText(question, label, language)}</span>
            {isSelected && (
              <svg
                className="answer__check"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M4 12.5l5 5L20 6.5" />
              </svg>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
