import type { ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import { characterById } from '@ttc/shared-protocol/game/characters';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { ChildLabels } from '../../model/child-labels';
import { heatLevel, percent } from '../../model/stats';
import { useNames } from '../use-names';
import { MissedClocks } from './missed-clock';

type Props = {
  analytics: ClassAnalytics;
  labels: ChildLabels;
};

type Selected = { childId: string; tag: MisconceptionTag };

/**
 * The misconception heat-map: a table of children by mistake, each cell's count written in it
 * and its shade by count. A cell with mistakes is a button that shows the clocks behind it.
 */
export function HeatMap({ analytics, labels }: Props) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const id = useId();
  const [selected, setSelected] = useState<Selected | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const max = Math.max(
    0,
    ...analytics.children.flatMap((row) => row.cells.map((cell) => cell.count)),
  );

  useEffect(() => {
    if (selected) panelHeading.current?.focus();
  }, [selected]);

  if (analytics.tags.length === 0) {
    return (
      <section className="classes-subsection" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('analytics.heatmap.title')}</h3>
        <p className="classes-status">{t('analytics.heatmap.empty')}</p>
      </section>
    );
  }

  const selectedRow = selected
    ? analytics.children.find((row) => row.child.id === selected.childId)
    : undefined;
  const selectedCell = selectedRow?.cells.find((cell) => cell.tag === selected?.tag);

  return (
    <section className="classes-subsection heat-map" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('analytics.heatmap.title')}</h3>
      <p className="classes-hint">{t('analytics.heatmap.intro')}</p>
      {/* Scrolls sideways on narrow screens; its cell buttons make it reachable by keyboard. */}
      <div className="heat-map__scroll">
        <table className="heat-map__table">
          <thead>
            <tr>
              <th scope="col" className="heat-map__corner">
                {t('analytics.heatmap.child')}
              </th>
              <th scope="col" className="heat-map__total">
                {t('analytics.heatmap.total')}
              </th>
              {analytics.tags.map((tag) => (
                <th key={tag} scope="col" className="heat-map__tag">
                  {names.tagTitle(tag)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analytics.children.map((row) => {
              const character = characterById(row.child.character);
              const label = labels[row.child.id];
              const share = percent(row.correct, row.answered);
              return (
                <tr key={row.child.id}>
                  <th scope="row" className="heat-map__child">
                    <span aria-hidden="true">{character?.emoji} </span>
                    {row.child.nickname}
                    {label && <span className="heat-map__label"> ({label})</span>}
                  </th>
                  <td className="heat-map__total">
                    {share === null
                      ? t('analytics.none')
                      : t('analytics.percent', { value: share })}
                  </td>
                  {analytics.tags.map((tag) => {
                    const cell = row.cells.find((c) => c.tag === tag);
                    const count = cell?.count ?? 0;
                    const level = heatLevel(count, max);
                    const isOpen = selected?.childId === row.child.id && selected.tag === tag;
                    return (
                      <td key={tag} className={`heat-map__cell heat-${level}`}>
                        {count > 0 ? (
                          <button
                            type="button"
                            className="heat-map__button"
                            aria-expanded={isOpen}
                            aria-controls={`${id}-panel`}
                            aria-label={t('analytics.heatmap.cellLabel', {
                              count,
                              child: row.child.nickname,
                              tag: names.tag(tag),
                            })}
                            onClick={() =>
                              setSelected(isOpen ? null : { childId: row.child.id, tag })
                            }
                          >
                            {count}
                          </button>
                        ) : (
                          <span
                            className="heat-map__zero"
                            title={t('analytics.heatmap.zeroLabel', {
                              child: row.child.nickname,
                              tag: names.tag(tag),
                            })}
                          >
                            0
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div id={`${id}-panel`}>
        {selected && selectedRow && (
          <section className="heat-map__panel" aria-labelledby={`${id}-panel-title`}>
            <div className="heat-map__panel-head">
              <h4 id={`${id}-panel-title`} ref={panelHeading} tabIndex={-1}>
                {t('analytics.heatmap.missedTitle', {
                  child: selectedRow.child.nickname,
                  tag: names.tag(selected.tag),
                })}
              </h4>
              <button type="button" className="button" onClick={() => setSelected(null)}>
                {t('analytics.heatmap.close')}
              </button>
            </div>
            <MissedClocks missed={selectedCell?.missed ?? []} />
          </section>
        )}
      </div>
    </section>
  );
}
