import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { authProblemOf } from '../../../lib/auth-error-text';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { sendMagicLink } from '../api/send-magic-link';
import './auth.css';

type Step = 'form' | 'sending' | 'sent';

type Props = {
  title: string;
  intro: ReactNode;
  /** Runs just before the link is requested (the Join screen saves its `next` path). */
  beforeSend?: () => void;
  /** Links under the form. */
  children?: ReactNode;
};

/**
 * The email-only sign-in form of /auth/login and /auth/signup (spec sections 2, 4, 5 and 8): the
 * form, then sending, then a check-your-email screen with a Back link to the form. The submit is
 * disabled while the field is empty or a link is being sent.
 */
export function EmailSignIn({ title, intro, beforeSend, children }: Props) {
  const { t } = useTranslation('auth');
  usePageTitle(title);
  const [step, setStep] = useState<Step>('form');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (step === 'sent') sentHeading.current?.focus();
    if (step === 'form' && returning.current) {
      returning.current = false;
      input.current?.focus();
    }
  }, [step]);

  const trimmed = email.trim();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || step === 'sending') return;
    setStep('sending');
    try {
      beforeSend?.();
      await sendMagicLink(trimmed);
      setSentTo(trimmed);
      setStep('sent');
      toast({ title: t('toast.checkEmailTitle'), description: t('toast.checkEmailBody') });
    } catch (error) {
      setStep('form');
      toast({
        variant: 'destructive',
        title: t('toast.sendFailedTitle'),
        description: sendFailure(error, t),
      });
    }
  };

  if (step === 'sent') {
    return (
      <div className="page page--narrow auth-page">
        <h1>{title}</h1>
        <section className="auth-card auth-card--sent" aria-labelledby="check-email-title">
          <span className="auth-card__icon" aria-hidden="true">
            ✉️
          </span>
          <h2 id="check-email-title" ref={sentHeading} tabIndex={-1}>
            {t('checkEmail.title')}
          </h2>
          <p>{t('checkEmail.body', { email: sentTo })}</p>
          <p className="auth-card__hint">{t('checkEmail.hint')}</p>
          <button
            type="button"
            className="button button--large"
            onClick={() => {
              returning.current = true;
              setStep('form');
            }}
          >
            {t('checkEmail.back')}
          </button>
        </section>
      </div>
    );
  }

  const sending = step === 'sending';
  return (
    <div className="page page--narrow auth-page">
      <h1>{title}</h1>
      <div className="lead">{intro}</div>
      <form className="auth-card" onSubmit={onSubmit} aria-busy={sending}>
        <label className="auth-field__label" htmlFor={inputId}>
          {t('emailLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="input auth-field__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={t('emailPlaceholder')}
          value={email}
          readOnly={sending}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className="button button--primary button--large auth-card__submit"
          disabled={!trimmed || sending}
        >
          {sending ? t('sending') : t('sendLink')}
        </button>
      </form>
      {children}
    </div>
  );
}

/**
 * Words for a failed link request: what went wrong and what to do, never the provider's own
 * message (spec section 8 shows it; it is English-only developer text such as a JWT error).
 */
function sendFailure(error: unknown, t: TFunction<'auth'>): string {
  const problem = authProblemOf(error);
  return problem === 'unknown' ? t('toast.sendFailedFallback') : t(`common:authErrors.${problem}`);
}
