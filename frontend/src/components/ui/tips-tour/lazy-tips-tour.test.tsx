import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { LazyTipsTour } from './lazy-tips-tour';
import type { TipsTourController } from './use-tips-tour';

const tour = (isOpen: boolean): TipsTourController => ({
  isOpen,
  stepIndex: 0,
  start: () => {},
  next: () => {},
  back: () => {},
  skip: () => {},
  complete: () => {},
});

const steps = [
  { id: 'a', title: 'Hello', content: 'Hi there', target: 'body', position: 'center' as const },
];

beforeAll(async () => {
  await i18n.loadNamespaces('tour');
});

describe('LazyTipsTour', () => {
  it('When the tour is closed, then nothing renders (and nothing loads)', () => {
    const { container } = render(<LazyTipsTour steps={steps} tour={tour(false)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('When the tour opens, then the tour loads and shows its dialog', async () => {
    render(<LazyTipsTour steps={steps} tour={tour(true)} />);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });
});
