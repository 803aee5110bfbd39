import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

type Props = { shareCode: string; title: string; playCount: number };

/** An assignment's link for the children: the address, its QR code, a copy button and who played. */
export function AssignmentLink({ shareCode, title, playCount }: Props) {
  const { t } = useTranslation('assignments');
  const url = `${window.location.origin}/play/${shareCode}`;
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard?.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    ) ?? setCopied('no');
  };
  return (
    <div className="assignment-link">
      <div className="assignment-link__qr">
        <QRCodeSVG
          value={url}
          size={132}
          level="M"
          marginSize={2}
          title={t('link.qr', { title })}
        />
      </div>
      <div className="assignment-link__text">
        <p className="assignment-link__label">{t('link.label')}</p>
        <a className="assignment-link__url" href={url} target="_blank" rel="noreferrer">
          {url}
        </a>
        <div className="assignment-link__actions">
          <button type="button" className="button button--ghost" onClick={copy}>
            {t('link.copy')}
          </button>
          <span role="status" className="assignment-link__copied">
            {copied === 'yes' ? t('link.copied') : copied === 'no' ? t('link.copyFailed') : ''}
          </span>
        </div>
        <p className="assignment-link__played">{t('played', { count: playCount })}</p>
      </div>
    </div>
  );
}
