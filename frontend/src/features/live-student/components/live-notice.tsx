import type { ReactNode } from 'react';

type Props = {
  title: string;
  text: string;
  emoji: string;
  /** The way on (a button), so the child is never stuck. */
  children?: ReactNode;
};

/** A full-screen, child-friendly message with a big picture and a way on. */
export function LiveNotice({ title, text, emoji, children }: Props) {
  return (
    <section className="live-notice" aria-live="polite">
      <span className="live-notice__emoji" aria-hidden="true">
        {emoji}
      </span>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}
