import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { buttonClass, buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { isHttpsUrl } from '@/lib/urls.ts';

afterEach(() => vi.restoreAllMocks());

describe('Field', () => {
  it('names its control by the label and describes it by the hint and the error', () => {
    render(
      <Field label="Display Name" hint="Shown on your enquiries." error="Please enter your name.">
        {(control) => <input {...control} className={inputClass({ invalid: Boolean(control['aria-invalid']) })} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Display Name' });
    expect(input).toHaveAccessibleDescription('Shown on your enquiries. Please enter your name.');
    expect(input).toBeInvalid();
    expect(input.className).toContain('border-red-600');
    expect(input.className).not.toContain('border-slate-300');
  });

  it('is valid without an error, and the error can take the hint’s place', () => {
    const { rerender } = render(
      <Field label="Name" hint="A hint." errorReplacesHint errorRole="alert">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('A hint.');
    expect(input).not.toBeInvalid();
    rerender(
      <Field label="Name" hint="A hint." error="Too short." errorReplacesHint errorRole="alert">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input).toHaveAccessibleDescription('Too short.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short.');
    expect(screen.queryByText('A hint.')).not.toBeInTheDocument();
  });
});

describe('FilterBar', () => {
  function Bar() {
    const [term, setTerm] = useState('');
    const [role, setRole] = useState('all');
    return (
      <FilterBar
        search={{ label: 'Search users', value: term, onChange: setTerm, placeholder: 'Name', hint: 'By the beginning of a word.' }}
        filters={[
          {
            label: 'Role',
            value: role,
            onChange: setRole,
            options: [
              { value: 'all', label: 'All Roles' },
              { value: 'admin', label: 'Admin' },
            ],
          },
        ]}
        trailing={<p role="status">{`${term}|${role}`}</p>}
      />
    );
  }

  it('labels the search and each filter, and reports what is chosen', async () => {
    const user = userEvent.setup();
    render(<Bar />);
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAccessibleDescription('By the beginning of a word.');
    await user.type(search, 'car');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    expect(screen.getByRole('status')).toHaveTextContent('car|admin');
  });
});

describe('class variants', () => {
  it('swaps the colours of an invalid input instead of adding a second border colour', () => {
    const invalid = inputClass({ invalid: true }).split(' ');
    expect(invalid).toContain('border-red-600');
    expect(invalid.filter((name) => /^border-(slate|red|brand)-/.test(name))).toEqual(['border-red-600']);
    expect(inputClass({ flush: true })).not.toMatch(/\bmt-1\b/);
  });

  it('sizes buttons without editing class strings', () => {
    expect(buttonStyles.primary).toBe(buttonClass({ variant: 'primary' }));
    const large = buttonClass({ size: 'lg', onDark: true });
    expect(large).toContain('px-6 py-3 text-base');
    expect(large).toContain('focus-visible:outline-white');
    expect(large).not.toContain('px-5');
    expect(buttonClass({ variant: 'danger' })).toContain('focus-visible:outline-red-600');
  });
});

describe('notifyFailure', () => {
  it('logs the message with the error and toasts it, or a plainer sentence', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const toaster = { error: vi.fn() };
    const error = new Error('offline');
    notifyFailure(toaster, 'Error deleting blog', error);
    notifyFailure(toaster, 'Copy failed', error, { shown: 'Could not copy the link.' });
    notifyFailure(toaster, 'Error exporting messages', error, { id: 'export' });
    expect(logged.mock.calls).toEqual([
      ['Error deleting blog', error],
      ['Copy failed', error],
      ['Error exporting messages', error],
    ]);
    expect(toaster.error.mock.calls).toEqual([['Error deleting blog'], ['Could not copy the link.'], ['Error exporting messages', { id: 'export' }]]);
  });
});

describe('isHttpsUrl', () => {
  it('accepts what the rules store: an https address with a real host', () => {
    expect(isHttpsUrl('https://images.example.com/a.jpg')).toBe(true);
    expect(isHttpsUrl('  https://github.com/novaforgedigital  ')).toBe(true);
  });

  it('refuses what the rules or a visitor’s browser would not take', () => {
    for (const value of [
      '',
      'https://',
      'http://example.com',
      'HTTPS://example.com',
      'javascript:alert(1)',
      'https://localhost',
      'https://user:secret@example.com',
      'https://exa mple.com/a',
      `https://example.com/${'a'.repeat(2_000)}`,
    ]) {
      expect(isHttpsUrl(value), value).toBe(false);
    }
    expect(isHttpsUrl('https://example.com/abc', 20)).toBe(false);
  });
});
