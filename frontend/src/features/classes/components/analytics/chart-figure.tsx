import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';

type Props = {
  title: string;
  /** The chart itself: drawn for the eye, hidden from screen readers (the table says it all). */
  chart: ReactNode;
  /** The same values as a table, read by screen readers (and shown when printing). */
  table: ReactNode;
  className?: string;
  /** The heading above already says it: the caption is for screen readers only. */
  hideTitle?: boolean;
};

/** A chart with its heading and its values as a table, so every number is there as text. */
export function ChartFigure({ title, chart, table, className, hideTitle = false }: Props) {
  const { t } = useTranslation('classes');
  const id = useId();
  return (
    <figure className={`classes-chart ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <figcaption
        id={`${id}-title`}
        className={hideTitle ? 'visually-hidden' : 'classes-chart__title'}
      >
        {title}
      </figcaption>
      <div className="classes-chart__drawing" aria-hidden="true">
        {chart}
      </div>
      <div className="classes-chart__table">
        <table className="classes-table">
          <caption className="visually-hidden">{`${title}: ${t('analytics.chartTable')}`}</caption>
          {table}
        </table>
      </div>
    </figure>
  );
}
