/**
 * The service form's field groups (./service-form.tsx): title, description, category, price and
 * duration; the features, added one at a time; the Most Popular and Active flags.
 */
import { Plus, X } from 'lucide-react';
import type { ServiceFormController } from '@/features/site/components/use-service-form.ts';
import { Field, fieldErrorId, RequiredMark } from '@/components/ui/field.tsx';
import { buttonStyles, fieldStyles, inputClass } from '@/components/ui/styles.ts';
import { SERVICE_LIMITS, type ServiceInput } from '@/features/site/data/services.ts';

const optional = <span className="font-normal text-slate-600">(optional)</span>;

/** Title*, description*, and category*, price and duration side by side. */
export function ServiceDetailsFields({ form }: { form: ServiceFormController }) {
  const { fieldId, values, errors, set, categories } = form;
  const errorOf = (field: keyof ServiceInput) => errors[field];
  return (
    <>
      <Field id={fieldId('title')} label={<>Title<RequiredMark /></>} error={errorOf('title')}>
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            required
            maxLength={SERVICE_LIMITS.title}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            className={inputClass({ invalid: Boolean(errors.title) })}
          />
        )}
      </Field>

      <Field id={fieldId('description')} label={<>Description<RequiredMark /></>} error={errorOf('description')}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            required
            maxLength={SERVICE_LIMITS.description}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            className={`${inputClass({ invalid: Boolean(errors.description) })} resize-y`}
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={fieldId('category')} label={<>Category<RequiredMark /></>} error={errorOf('category')}>
          {(control) => (
            <select
              {...control}
              name="category"
              required
              value={values.category}
              onChange={(event) => set('category', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.category) })}
            >
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fieldId('price')} label={<>Price {optional}</>} error={errorOf('price')}>
          {(control) => (
            <input
              {...control}
              name="price"
              type="text"
              maxLength={SERVICE_LIMITS.price}
              placeholder="$2,500"
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.price) })}
            />
          )}
        </Field>
        <Field id={fieldId('duration')} label={<>Duration {optional}</>} error={errorOf('duration')}>
          {(control) => (
            <input
              {...control}
              name="duration"
              type="text"
              maxLength={SERVICE_LIMITS.duration}
              placeholder="3-10 weeks"
              value={values.duration}
              onChange={(event) => set('duration', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.duration) })}
            />
          )}
        </Field>
      </div>
    </>
  );
}

/** The features: a field with Add Feature (or Enter), then the list, each with its Remove button. */
export function ServiceFeaturesField({ form }: { form: ServiceFormController }) {
  const { fieldId, values, feature, setFeature, errors, set, pushFeature, onFeatureKey } = form;
  return (
    <fieldset>
      <legend className={fieldStyles.label}>
        Features {optional}
      </legend>
      <div className="mt-1 flex gap-2">
        <label htmlFor={fieldId('feature')} className="sr-only">
          New feature
        </label>
        <input
          id={fieldId('feature')}
          name="features"
          type="text"
          maxLength={SERVICE_LIMITS.feature}
          placeholder="e.g. Responsive design"
          value={feature}
          onChange={(event) => setFeature(event.target.value)}
          onKeyDown={onFeatureKey}
          disabled={values.features.length >= SERVICE_LIMITS.features}
          aria-invalid={errors.features ? true : undefined}
          aria-describedby={[fieldId('features-hint'), errors.features ? fieldErrorId(fieldId('features')) : ''].filter(Boolean).join(' ')}
          className={inputClass({ invalid: Boolean(errors.features), flush: true })}
        />
        <button type="button" onClick={pushFeature} className={`${buttonStyles.secondary} shrink-0`}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Feature
        </button>
      </div>
      <p id={fieldId('features-hint')} className={fieldStyles.hint}>
        Press Enter or Add Feature. Shown as a checklist on the Services page; up to {SERVICE_LIMITS.features}.
      </p>
      {errors.features && (
        <p id={fieldErrorId(fieldId('features'))} className={fieldStyles.error}>
          {errors.features}
        </p>
      )}
      {values.features.length > 0 && (
        <ul aria-label="Features" className="mt-3 flex flex-wrap gap-2">
          {values.features.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                onClick={() => set('features', values.features.filter((existing) => existing !== item))}
                aria-label={`Remove feature ${item}`}
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The Most Popular and Active checkboxes, each with its hint. */
export function ServiceFlags({ form }: { form: ServiceFormController }) {
  const { fieldId, values, set } = form;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3 text-sm text-slate-800">
        <input
          id={fieldId('isPopular')}
          type="checkbox"
          name="isPopular"
          checked={values.isPopular}
          onChange={(event) => set('isPopular', event.target.checked)}
          aria-describedby={fieldId('isPopular-hint')}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-600"
        />
        <div>
          <label htmlFor={fieldId('isPopular')} className="font-medium">
            Most Popular
          </label>
          <p id={fieldId('isPopular-hint')} className="text-slate-600">
            Highlighted with a badge on the Services page.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3 text-sm text-slate-800">
        <input
          id={fieldId('isActive')}
          type="checkbox"
          name="isActive"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
          aria-describedby={fieldId('isActive-hint')}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-600"
        />
        <div>
          <label htmlFor={fieldId('isActive')} className="font-medium">
            Active
          </label>
          <p id={fieldId('isActive-hint')} className="text-slate-600">
            Listed on the public Services page.
          </p>
        </div>
      </div>
    </div>
  );
}
