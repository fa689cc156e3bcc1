import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { noneId } from '#domain/catalogues/catalogue-option.ts';
import {
  type MedicationCategory,
  medicationCategories,
  noMedicationsOption,
} from '#domain/catalogues/medications.ts';
import { toggleExclusiveNone } from '#domain/profile/profile-choices.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { ChoiceFieldset } from './choice-fieldset.tsx';
import { CustomEntryAdder } from './custom-entry-adder.tsx';
import type { ChoiceFieldProps } from './other-choice-field.tsx';

/**
 * Prescription medications: 'No prescription medications' on its own (choosing it clears the rest,
 * choosing a medicine clears it), then the catalogue by category. Categories fold away (disclosure
 * buttons) because the biosimilar families alone hold thirty brands; one with a choice starts open.
 * Medicines the catalogue lacks are added as free text.
 */
export function MedicationsField({ value, onChange, error, firstInputRef }: ChoiceFieldProps) {
  const toggle = (choice: string) => onChange(toggleExclusiveNone(value, choice));
  return (
    <ChoiceFieldset
      legend="Prescription medications"
      hint="Choose the ones you take now, or say you take none. Brand names show the medicine in brackets."
      error={error}
    >
      <Checkbox
        ref={firstInputRef}
        label={noMedicationsOption.label}
        checked={value.includes(noneId)}
        onChange={() => toggle(noneId)}
      />
      <ul className="flex flex-col gap-2">
        {medicationCategories.map((category) => (
          <li key={category.id}>
            <MedicationCategoryGroup category={category} value={value} onToggle={toggle} />
          </li>
        ))}
      </ul>
      <CustomEntryAdder label="Another medication" noun="medication" value={value} onChange={onChange} />
    </ChoiceFieldset>
  );
}

function MedicationCategoryGroup({
  category,
  value,
  onToggle,
}: {
  category: MedicationCategory;
  value: readonly string[];
  onToggle: (choice: string) => void;
}) {
  const panelId = useId();
  const chosen = category.options.filter((option) => value.includes(option.label)).length;
  const [open, setOpen] = useState(chosen > 0);
  return (
    <div className="rounded-xl border border-line">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-left font-semibold hover:bg-surface-muted"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        />
        <span className="flex-1">{category.label}</span>
        {chosen > 0 ? (
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-ink">
            {chosen} chosen
          </span>
        ) : null}
      </button>
      <div id={panelId} hidden={!open} className="px-3 pt-1 pb-3">
        <CheckboxGroup
          legend={<span className="sr-only">{category.label}</span>}
          variant="group"
          options={category.options.map((option) => ({ value: option.label, label: option.label }))}
          selected={value}
          onToggle={onToggle}
        />
      </div>
    </div>
  );
}
