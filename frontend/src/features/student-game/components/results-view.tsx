import type { Language } from '@ttc/shared-protocol/clock/language';
import type { Character } from '@ttc/shared-protocol/game/characters';
import type { GameState } from '@ttc/shared-protocol/game/game-state';
import { gameResultsEntry } from '@ttc/shared-protocol/game/game-state';
import { levelProgressOf } from '@ttc/shared-protocol/game/learner/learner-model';
import type { LevelGame } from '@ttc/shared-protocol/game/learner/level-game';
import type { Question } from '@ttc/shared-protocol/game/question';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLevelName } from '../../../lib/learner/level-name';
import { correctAnswerText, givenAnswerText, promptText } from '../model/question-text';
import { MotionConfig, motion } from '../motion/motion-parts';

type Props = {
  game: GameState;
  questions: readonly Question[];
  character: Character;
  language: Language;
  onPlayAgain: () => void;
  /** Playing by level: where the child stands now (the level and the way to the next). */
  levelGame?: LevelGame | null;
};

/**
 * The results view after the tenth question (spec section 2): the score, how many were right,
 * the player's character, every question with the answer given, and Play again. Loaded with
 * framer-motion only when the game ends.
 */
export function ResultsView({
  game,
  questions,
  character,
  language,
  onPlayAgain,
  levelGame,
}: Props) {
  const { t } = useTranslation('student-game');
  const heading = useRef<HTMLHeadingElement>(null);
  const entry = gameResultsEntry(game, character.id);
  const name = t(`characters.${character.id}`);

  // The view replaces the question: move focus to its heading so screen readers follow.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <MotionConfig reducedMotion="user">
      <section className="results" aria-labelledby="results-title">
        <motion.div
          className="results__card"
          // Moves in without fading, so its text keeps its contrast from the first frame.
          initial={{ scale: 0.85 }}
          animate={{ scale: 1 }}
          transition={{ type: 'spring', stiffness: 220, damping: 18 }}
        >
          <span
            className="results__avatar"
            style={{ backgroundColor: character.color }}
            aria-hidden="true"
          >
            {character.emoji}
          </span>
          <h2 id="results-title" ref={heading} tabIndex={-1}>
            {t('results.title')}
          </h2>
          <p className="results__score">{t('results.score', { score: entry.score })}</p>
          <p className="results__correct">
            {t('results.correct', { correct: entry.correct, total: entry.total })}
          </p>
          <p className="results__character">{t('results.character', { name })}</p>
          {levelGame && <LevelStanding levelGame={levelGame} />}
          <div className="results__actions">
            <button
              type="button"
              className="button button--primary button--large"
              onClick={onPlayAgain}
            >
              {t('results.playAgain')}
            </button>
            <Link className="button button--large" to={paths.progress.getHref()}>
              {t('results.seeProgress')}
            </Link>
          </div>
        </motion.div>

        <h3 className="results__summary-title">{t('results.summary')}</h3>
        <ol className="results__list">
          {game.answers.map((answer, i) => {
            const question = questions[answer.questionId - 1];
            if (!question) return null;
            return (
              <motion.li
                key={answer.questionId}
                className={`results__item ${answer.correct ? 'is-right' : 'is-wrong'}`}
                initial={{ x: -16 }}
                animate={{ x: 0 }}
                transition={{ delay: 0.15 + i * 0.06 }}
              >
                <span className="results__mark" aria-hidden="true">
                  {answer.correct ? '✓' : '•'}
                </span>
                <div>
                  <p className="results__question">
                    <strong>{t('results.question', { number: answer.questionId })}</strong>{' '}
                    {promptText(question, t, language)}
                  </p>
                  <p className="results__answer">
                    <span className="visually-hidden">
                      {answer.correct ? t('results.right') : t('results.wrong')}.{' '}
                    </span>
                    {t('results.yourAnswer', {
                      answer: givenAnswerText(question, answer.answer, language),
                    })}
                    {!answer.correct && (
                      <>
                        {' · '}
                        {t('results.correctAnswer', {
                          answer: correctAnswerText(question, language),
                        })}
                      </>
                    )}
                  </p>
                </div>
              </motion.li>
            );
          })}
        </ol>
      </section>
    </MotionConfig>
  );
}

/** The level after this game, and how many more right answers lead to the next one. */
function LevelStanding({ levelGame }: { levelGame: LevelGame }) {
  const { t } = useTranslation('student-game');
  const { model, startModel } = levelGame;
  const levelName = useLevelName();
  const { right, needed } = levelProgressOf(model);
  return (
    <div className="results__level">
      <p className="results__level-name">
        {t('levelChip.level', { level: model.level, name: levelName(model.level) })}
      </p>
      {model.level > startModel.level && (
        <p>{t('results.levelUp', { count: model.level - startModel.level })}</p>
      )}
      {model.level < 12 && (
        <p>
          {t('results.toNextLevel', {
            count: Math.max(0, needed - right),
            name: levelName(model.level + 1),
          })}
        </p>
      )}
    </div>
  );
}
