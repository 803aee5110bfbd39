import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

const state = { broken: true };

function Flaky() {
  if (state.broken) throw new Error('boom');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('When a child throws, then the friendly message shows, and Try again renders it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.broken = true;
    render(
      <ErrorBoundary fallback={({ reset }) => <ErrorFallback reset={reset} />}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    state.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
