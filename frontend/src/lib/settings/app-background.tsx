import { backgroundCss, type Settings } from '@ttc/shared-protocol/api/settings-sync';
import type { CSSProperties, ReactNode } from 'react';
import { useObjectImageUrl } from '../uploads/use-object-image-url';
import './app-background.css';

type Props = {
  settings: Settings;
  /** The screen in front of the background, on a light panel. */
  children?: ReactNode;
  className?: string;
  /** The panel's class (the screen's own page class). */
  panelClassName?: string;
};

/** The CSS of the chosen background: the gradient, the colour, or the picture over the gradient. */
export function backgroundStyle(settings: Settings, imageUrl: string | null): CSSProperties {
  if (settings.backgroundType === 'image' && imageUrl) {
    return {
      backgroundImage: `url("${imageUrl}"), ${backgroundCss({ ...settings, backgroundType: 'gradient' })}`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    };
  }
  const css = backgroundCss(
    settings.backgroundType === 'image' ? { ...settings, backgroundType: 'gradient' } : settings,
  );
  return settings.backgroundType === 'solid' ? { backgroundColor: css } : { backgroundImage: css };
}

/**
 * The background a person chose in Settings > Appearance (gradient, colour or an uploaded
 * picture), behind the child's own screens and in the Appearance preview. An uploaded picture is
 * fetched with the session (a private one is only served to its owner); until it comes, or when
 * it cannot be read, the gradient shows.
 */
export function AppBackground({ settings, children, className, panelClassName }: Props) {
  const image = useObjectImageUrl(
    settings.backgroundType === 'image' ? settings.backgroundImage : null,
  );
  const shown =
    settings.backgroundType === 'image' && image.url ? 'image' : settings.backgroundType;
  return (
    <div
      className={className ? `app-background ${className}` : 'app-background'}
      data-testid="app-background"
      data-background={shown}
      style={backgroundStyle(settings, image.url)}
    >
      {children !== undefined && (
        <div
          className={
            panelClassName ? `app-background__panel ${panelClassName}` : 'app-background__panel'
          }
        >
          {children}
        </div>
      )}
    </div>
  );
}
