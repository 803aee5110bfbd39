import type { StudentQuestion } from '@ttc/shared-protocol/classroom/view-schemas';
import { optionText } from '../model/student-question-text';

type Props = {
  question: StudentQuestion;
  /** The option sent, if any. */
  chosen: string | null;
  disabled: boolean;
  onChoose: (label: string) => void;
  labelledBy: string;
};

// The Student Game's answer look: each option has its own colour AND shape, so a child who
// cannot tell the colours apart can still say "the triangle".
const SHAPES = [
  <circle key="circle" cx="12" cy="12" r="9" />,
  <path key="triangle" d="M12 3l10 18H2z" />,
  <rect key="square" x="3.5" y="3.5" width="17" height="17" rx="2" />,
  <path key="diamond" d="M12 1.5l10.5 10.5L12 22.5 1.5 12z" />,
];

/** Four big coloured buttons; one tap answers. */
export function ChoiceButtons({ question, chosen, disabled, onChoose, labelledBy }: Props) {
  return (
    <fieldset className="live-answers" aria-labelledby={labelledBy}>
      {(question.options ?? []).map((label, index) => {
        const isChosen = chosen === label;
        return (
          <button
            key={label}
            type="button"
            className={`live-answer live-answer--${index % 4}${isChosen ? ' is-chosen' : ''}`}
            aria-pressed={isChosen}
            disabled={disabled}
            onClick={() => onChoose(label)}
          >
            <svg
              className="live-answer__shape"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              {SHAPES[index % 4]}
            </svg>
            <span className="live-answer__text">{optionText(question, index, label)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
