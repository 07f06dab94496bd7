/** Small pieces the blog post form's panels share: the required mark, and a checkbox with its hint. */

/** The red asterisk of a required field's label, read as "(required)". */
export function Required() {
  return (
    <>
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">(required)</span>
    </>
  );
}

/** A checkbox, its label and a hint it is described by. */
export function Checkbox({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
