import { LeaderboardMode } from '@ttc/shared-protocol/classroom/options';
import type { HostLeaderboardEntry, HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { useTranslation } from '../../../lib/i18n';
import { characterLook } from '../model/characters';
import { classProgress } from '../model/class-goal';
import { ClassGoalMeter } from './class-goal-meter';
import type { HostCommand } from './host-command';
import { ranksShown } from './host-results';
import { TieNote } from './tie-note';

type Props = {
  view: HostView;
  command: HostCommand;
  /** Back to the question's results (the board's own step). */
  onBack: () => void;
};

/**
 * The full-screen scoreboard between a question's results and the next question: the top 5 with
 * how far each moved, or, when the leaderboard waits for the end or ranks are hidden, the
 * class's right answers so far against the class goal. Next (or the podium) from here.
 */
export function HostScoreboard({ view, command, onBack }: Props) {
  const language = view.options.language;
  const { t } = useTranslation('teacher', { lng: language });
  const current = view.question;
  if (!current) return null;
  const last = current.index + 1 >= current.total;
  const ranked = ranksShown(view);

  return (
    <div className="host-step host-scoreboard" data-testid="host-step-scoreboard">
      {ranked ? (
        <Leaderboard entries={view.leaderboard ?? []} language={language} />
      ) : (
        <section className="host-class" aria-labelledby="host-class-title">
          <h2 id="host-class-title" className="host-title">
            {t('host.scoreboard.classTitle')}
          </h2>
          <p className="host-kicker">
            {t('host.scoreboard.done', { done: current.index + 1, count: current.total })}
          </p>
          <ClassGoalMeter progress={classProgress(view)} language={language} />
          <Everyone view={view} />
          {view.options.leaderboard === LeaderboardMode.atEnd && !view.options.hideRanks && (
            <p className="host-note">{t('host.closed.leaderboardLater')}</p>
          )}
        </section>
      )}
      <div className="host-actions host-actions--end">
        <button type="button" className="host-button" onClick={onBack}>
          {t('host.scoreboard.back')}
        </button>
        <button
          type="button"
          className="host-button host-button--primary"
          data-testid="host-primary"
          onClick={() => command('host:next', { questionIndex: current.index })}
        >
          {last ? t('host.closed.podium') : t('host.closed.next')}
        </button>
      </div>
    </div>
  );
}

/** Every child in the room as their character: the class plays together. */
export function Everyone({ view }: { view: HostView }) {
  return (
    <ul className="host-everyone" data-many={view.players.length > 16 || undefined}>
      {view.players.map((player) => {
        const look = characterLook(player.character);
        return (
          <li key={player.playerId} className="host-everyone__child">
            <span
              className="host-everyone__emoji"
              aria-hidden="true"
              style={{ background: look.color }}
            >
              {look.emoji}
            </span>
            <span className="host-everyone__name">{player.nickname}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Top 5 with how far each moved since the last question. */
function Leaderboard({
  entries,
  language,
}: {
  entries: HostLeaderboardEntry[];
  language: HostView['options']['language'];
}) {
  const { t } = useTranslation('teacher', { lng: language });
  return (
    <section className="host-leaderboard" aria-labelledby="host-leaderboard-title">
      <h2 id="host-leaderboard-title" className="host-title">
        {t('host.closed.leaderboard')}
      </h2>
      <ol className="leaderboard-list">
        {entries.map((entry) => {
          const look = characterLook(entry.character);
          return (
            <li key={entry.playerId} className={`leaderboard-row leaderboard-row--${entry.rank}`}>
              <span className="leaderboard-row__rank">{entry.rank}</span>
              <span
                className="leaderboard-row__emoji"
                aria-hidden="true"
                style={{ background: look.color }}
              >
                {look.emoji}
              </span>
              <span className="leaderboard-row__name">{entry.nickname}</span>
              <span className="leaderboard-row__score">
                {t('host.closed.points', { count: entry.score })}
              </span>
              <Movement movement={entry.movement} language={language} />
            </li>
          );
        })}
      </ol>
      <TieNote standing={entries} language={language} />
    </section>
  );
}

function Movement({
  movement,
  language,
}: {
  movement: number | null;
  language: HostView['options']['language'];
}) {
  const { t } = useTranslation('teacher', { lng: language });
  if (movement === null)
    return <span className="movement movement--new">{t('host.closed.new')}</span>;
  if (movement > 0) {
    return (
      <span className="movement movement--up">
        <span aria-hidden="true">▲ </span>
        {t('host.closed.up', { count: movement })}
      </span>
    );
  }
  if (movement < 0) {
    return (
      <span className="movement movement--down">
        <span aria-hidden="true">▼ </span>
        {t('host.closed.down', { count: -movement })}
      </span>
    );
  }
  return <span className="movement">{t('host.closed.same')}</span>;
}
