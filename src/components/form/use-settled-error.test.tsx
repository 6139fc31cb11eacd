import React from 'react';
import { useForm } from 'react-hook-form';
import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './text-field';

const Field = ({ error }: { error?: string }) => {
  const { register } = useForm<{ email: string }>();
  return <TextField label="Email" error={error} registration={register('email')} />;
};

describe('errors that arrive during a press', () => {
  it('wait until the press is over, so the click lands where the visitor aimed', async () => {
    const { rerender } = render(<Field />);
    fireEvent.pointerDown(document.body);
    rerender(<Field error="Please enter your email address." />);
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    fireEvent.pointerUp(document.body);
    expect(await screen.findByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('show at once otherwise, and go away at once when fixed', () => {
    const { rerender } = render(<Field />);
    rerender(<Field error="Please enter your email address." />);
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    fireEvent.pointerDown(document.body);
    rerender(<Field />);
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    fireEvent.pointerUp(document.body);
  });
});
