/** A sign-in screen at work: its title and a live status line with a spinner. */
export function AuthWaiting({ title, body }: { title: string; body: string }) {
  return (
    <div className="page page--narrow auth-page">
      <h1>{title}</h1>
      <p className="auth-waiting" role="status">
        <span className="page-loading__spinner" aria-hidden="true" />
        <span>{body}</span>
      </p>
    </div>
  );
}
