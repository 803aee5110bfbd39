import type { StudentQuestion } from '@ttc/shared-protocol/classroom/view-schemas';
import { OptionShape, optionTileClass } from '../../../components/option-tiles/option-tiles';
import { optionText } from '../model/student-question-text';

type Props = {
  question: StudentQuestion;
  /** The option sent, if any. */
  chosen: string | null;
  disabled: boolean;
  onChoose: (label: string) => void;
  labelledBy: string;
};

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
            className={`live-answer ${optionTileClass(index)}${isChosen ? ' is-chosen' : ''}`}
            aria-pressed={isChosen}
            disabled={disabled}
            onClick={() => onChoose(label)}
          >
            <OptionShape index={index} className="live-answer__shape" />
            <span className="live-answer__text">{optionText(question, index, label)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
