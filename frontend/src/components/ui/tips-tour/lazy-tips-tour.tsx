import { lazy, Suspense } from 'react';
import type { TipsTourProps } from './tips-tour';

const TipsTour = lazy(() => import('./tips-tour').then((m) => ({ default: m.TipsTour })));

/**
 * TipsTour, loaded only when the tour opens: most visits never show it, so its code stays out
 * of the screen's first load. Same props as TipsTour.
 */
export function LazyTipsTour(props: TipsTourProps) {
  if (!props.tour.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <TipsTour {...props} />
    </Suspense>
  );
}
