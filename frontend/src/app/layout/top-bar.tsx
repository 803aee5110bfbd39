import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthUser } from '../../lib/api/get-auth-user';
import { useTranslation } from '../../lib/i18n';
import { useSignOut } from '../../lib/use-sign-out';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { ProductMenu } from './product-menu';
import { useDisclosure } from './use-disclosure';
import { useDismiss } from './use-dismiss';

/**
 * The top bar (spec section 2). Signed out: Product dropdown, About, Try Playground. Signed in:
 * Playground, Teacher, Pricing, Profile, Sign Out. On narrow screens the links move into a
 * disclosure menu that mirrors them.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { user } = useAuthUser();
  const signOut = useSignOut();
  const menu = useDisclosure();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(menu.open, menu.close, header, menuButton);
  const signedIn = user !== null;

  return (
    <header className="top-bar" ref={header}>
      <div className="top-bar__inner">
        <Brand />
        <nav className="top-bar__nav" aria-label={t('nav.label')}>
          {signedIn ? <SignedInLinks onSignOut={signOut} /> : <SignedOutLinks />}
        </nav>
        <div className="top-bar__tools">
          <LanguageSwitcher />
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={menu.open}
            aria-controls="mobile-menu"
            onClick={menu.toggle}
          >
            <span className="menu-button__icon" aria-hidden="true" />
            <span>{t('nav.menu')}</span>
          </button>
        </div>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menu.open}>
        <nav aria-label={t('nav.mobileLabel')}>
          {signedIn ? <SignedInLinks onSignOut={signOut} /> : <SignedOutMobileLinks />}
        </nav>
      </div>
    </header>
  );
}

function SignedOutLinks() {
  const { t } = useTranslation();
  return (
    <ul className="nav-list">
      <li>
        <ProductMenu />
      </li>
      <li>
        <Link className="nav-link" to={paths.about.getHref()}>
          {t('nav.about')}
        </Link>
      </li>
      <li>
        <Link className="button button--primary" to={paths.playground.getHref()}>
          {t('nav.tryPlayground')}
        </Link>
      </li>
    </ul>
  );
}

function SignedOutMobileLinks() {
  const { t } = useTranslation();
  return (
    <ul className="nav-list">
      <li className="nav-list__group" aria-hidden="true">
        {t('nav.product')}
      </li>
      <li>
        <Link className="nav-link" to={paths.features.getHref()}>
          {t('nav.features')}
        </Link>
      </li>
      <li>
        <Link className="nav-link" to={paths.playground.getHref()}>
          {t('nav.playground')}
        </Link>
      </li>
      <li>
        <Link className="nav-link" to={paths.pricing.getHref()}>
          {t('nav.pricing')}
        </Link>
      </li>
      <li>
        <Link className="nav-link" to={paths.about.getHref()}>
          {t('nav.about')}
        </Link>
      </li>
      <li>
        <Link className="button button--primary" to={paths.playground.getHref()}>
          {t('nav.tryPlayground')}
        </Link>
      </li>
    </ul>
  );
}

function SignedInLinks({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="nav-list">
      <li>
        <NavLink className="nav-link" to={paths.playground.getHref()}>
          {t('nav.playground')}
        </NavLink>
      </li>
      <li>
        <NavLink className="nav-link" to={paths.teacher.getHref()}>
          {t('nav.teacher')}
        </NavLink>
      </li>
      <li>
        <NavLink className="nav-link" to={paths.pricing.getHref()}>
          {t('nav.pricing')}
        </NavLink>
      </li>
      <li>
        <NavLink className="nav-link" to={paths.profile.getHref()}>
          {t('nav.profile')}
        </NavLink>
      </li>
      <li>
        <button type="button" className="button" onClick={onSignOut}>
          {t('nav.signOut')}
        </button>
      </li>
    </ul>
  );
}
