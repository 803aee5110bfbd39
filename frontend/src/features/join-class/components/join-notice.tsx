import type { ReactNode } from 'react';

type Props = {
  title: string;
  text: string;
  emoji: string;
  /** The way on: a button, so the child is never stuck. */
  children?: ReactNode;
};

/** A full-screen, child-friendly message with a big picture and a way on. */
export function JoinNotice({ title, text, emoji, children }: Props) {
  return (
    <section className="join-notice" role="status" aria-live="polite">
      <span className="join-notice__emoji" aria-hidden="true">
        {emoji}
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </section>
  );
}
