import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

type LoadingProps = { text?: string };

/** A polite "Loading..." line. */
export function Loading({ text }: LoadingProps) {
  const { t } = useTranslation('classes');
  return (
    <p role="status" className="classes-status">
      {text ?? t('loading')}
    </p>
  );
}

type ErrorProps = { error: Error; onRetry: () => void };

/**
 * Why something did not load, with Try again. A 404 says the class is not there (or another
 * teacher's); a 403 says the tools are closed to this account, with the server's reason.
 */
export function LoadError({ error, onRetry }: ErrorProps) {
  const { t } = useTranslation('classes');
  const status = error instanceof ApiError ? error.status : null;
  const message = error instanceof ApiError ? error.message.replace(/^\d+: /, '') : error.message;
  if (status === 404) {
    return (
      <p role="alert" className="classes-status classes-status--error">
        {t('notFound')}
      </p>
    );
  }
  return (
    <div role="alert" className="classes-status classes-status--error">
      <p>{status === 403 ? t('forbidden', { message }) : t('error', { message })}</p>
      {status !== 403 && (
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** An ApiError's own message without its "status: " prefix. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message.replace(/^\d+: /, '');
  return error instanceof Error ? error.message : String(error);
}
