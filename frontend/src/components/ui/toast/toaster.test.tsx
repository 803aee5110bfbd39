import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast } from './toast-store';
import { Toaster } from './toaster';

describe('toasts', () => {
  it('When a toast is shown, then it appears in the notifications region and leaves after 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Check your email!', description: 'We sent you a link.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Check your email!');
    expect(screen.getByRole('status')).toHaveTextContent('We sent you a link.');

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('When a second toast comes, then it replaces the first: one at a time', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('When a toast is destructive, then it is an alert', () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Oh no' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Oh no');
  });

  it('When the close button is pressed, then the toast goes', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Bye' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('When a toast is swiped less than 50 px, then it stays; 50 px or more, then it goes', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const card = screen.getByRole('status');
    fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 149 });
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 149 });
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.pointerDown(card, { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(card, { pointerId: 2, clientX: 150 });
    fireEvent.pointerUp(card, { pointerId: 2, clientX: 150 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('When the pointer rests on a toast, then its timer waits', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hold on', duration: 1000 });
    });
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
