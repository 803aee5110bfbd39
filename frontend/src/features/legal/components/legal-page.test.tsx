import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/legal.json';
import { renderApp } from '../../../testing/render-app';

describe('the legal pages', () => {
  it('When the privacy page opens, then it keeps the spec sections and lists what is kept, where and how long', async () => {
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.filter((h) => /^\d\. /.test(h ?? ''))).toHaveLength(8);
    expect(headings).toContain('Questions About Privacy?');
    for (const [id, category] of Object.entries(en.privacy.categories)) {
      const item = screen.getByTestId(`privacy-category-${id}`);
      expect(within(item).getByRole('heading', { level: 3, name: category.title })).toBeVisible();
      expect(within(item).getByText(category.kept)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'support@ticktockclass.com' })).toBeInTheDocument();
  });

  it('When the terms and COPPA pages open, then they carry the new date too', async () => {
    renderApp('/coppa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'COPPA Statement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
    expect(screen.getByText(/only the nickname and character/)).toBeInTheDocument();
  });
});
