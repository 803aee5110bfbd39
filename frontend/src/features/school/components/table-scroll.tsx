import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone. The scrolling box takes keyboard focus, so the
 * columns out of view can be reached without a pointer; it is a group named like its table (a
 * fieldset, which the linter suggests, is for form controls).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: not a form group (see above).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to scroll by keyboard (WCAG 2.1.1).
    <div className="school-table-wrap" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
