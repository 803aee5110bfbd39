import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { useDisclosure } from './use-disclosure';
import { useDismiss } from './use-dismiss';

/** The signed-out bar's Product dropdown: a WAI disclosure of three links. */
export function ProductMenu() {
  const { t } = useTranslation();
  const { open, toggle, close } = useDisclosure();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, container, button);

  return (
    <div className="dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="nav-link dropdown__button"
        aria-expanded={open}
        aria-controls="product-menu"
        onClick={toggle}
      >
        {t('nav.product')}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id="product-menu" className="dropdown__panel" hidden={!open}>
        <li>
          <Link className="dropdown__link" to={paths.features.getHref()}>
            {t('nav.features')}
          </Link>
        </li>
        <li>
          <Link className="dropdown__link" to={paths.playground.getHref()}>
            {t('nav.playground')}
          </Link>
        </li>
        <li>
          <Link className="dropdown__link" to={paths.pricing.getHref()}>
            {t('nav.pricing')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
