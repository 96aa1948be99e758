import { useTranslation } from 'react-i18next';
import '#components/ui/choices.css';
import type { DispatchKind, DispatchOption } from '../../dispatch-options';

/** The first radio's id: where the error summary sends the shopper. */
export const DISPATCH_FIELD_ID = 'dispatch-option-0';
const ERROR_ID = 'dispatch-option-error';

const LABELS: Record<DispatchKind, { label: string; hint: string }> = {
  collect: { label: 'dispatch.collect', hint: 'dispatch.collect_hint' },
  get_delivery: { label: 'dispatch.get_delivery', hint: 'dispatch.get_delivery_hint' },
  delivery: { label: 'dispatch.delivery', hint: 'dispatch.delivery_hint' },
};

interface Props {
  options: readonly DispatchOption[];
  chosen: DispatchOption | null;
  onChoose: (option: DispatchOption) => void;
  error: string | null;
}

/** Collect, Get Delivery or the shop's own delivery, as radios; none chosen until the shopper chooses. */
export function DispatchOptionField({ options, chosen, onChoose, error }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="choices"
      role="radiogroup"
      aria-labelledby="dispatch-option-legend"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ERROR_ID : undefined}
    >
      <legend id="dispatch-option-legend" className="choices__legend">
        {t('dispatch.legend')}
      </legend>
      {error && (
        <p id={ERROR_ID} className="field__error">
          {error}
        </p>
      )}
      {options.map((option, index) => {
        const id = `dispatch-option-${index}`;
        const text = LABELS[option.kind];
        return (
          <div key={option.name} className="choice">
            <input
              type="radio"
              id={id}
              name="dispatch"
              value={option.name}
              checked={chosen?.name === option.name}
              onChange={() => onChoose(option)}
              aria-describedby={`${id}-hint`}
            />
            <div className="choice__text">
              <label htmlFor={id} className="choice__label">
                {t(text.label)}
              </label>
              <p id={`${id}-hint`} className="choice__hint">
                {t(text.hint)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
