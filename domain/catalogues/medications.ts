import { type CatalogueOption, noneId } from './catalogue-option.ts';

// Storage: the profile keeps the label of each chosen medication (for example
// 'Humira (adalimumab)' or 'Methotrexate'), custom ones as 'Other: text', or exactly ['none'] for
// "no prescription medications". Labels are stored, so renaming one needs a data migration.
// Brand-name labels carry the active substance so that a biosimilar is recognisable as the same
// treatment in the journal and in insights.

export type MedicationOption = CatalogueOption & {
  /** The active substance (international nonproprietary name), lower case. */
  readonly substance: string;
};

export type MedicationCategory = {
  readonly id: string;
  readonly label: string;
  readonly options: readonly MedicationOption[];
};

function brand(id: string, name: string, substance: string): MedicationOption {
  return { id, label: `${name} (${substance})`, substance };
}

function generic(substance: string): MedicationOption {
  return { id: substance.replaceAll(' ', '-'), label: capitalise(substance), substance };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const medicationCategories: readonly MedicationCategory[] = [
  {
    id: 'dmards',
    label: 'DMARDs',
    options: [
      generic('methotrexate'),
      generic('hydroxychloroquine'),
      generic('sulfasalazine'),
      generic('leflunomide'),
    ],
  },
  {
    id: 'adalimumab',
    label: 'Adalimumab (Humira and biosimilars)',
    options: [
      brand('humira', 'Humira', 'adalimumab'),
      brand('abrilada', 'Abrilada', 'adalimumab'),
      brand('amgevita', 'Amgevita', 'adalimumab'),
      brand('amjevita', 'Amjevita', 'adalimumab'),
      brand('amsparity', 'Amsparity', 'adalimumab'),
      brand('cyltezo', 'Cyltezo', 'adalimumab'),
      brand('hadlima', 'Hadlima', 'adalimumab'),
      brand('hefiya', 'Hefiya', 'adalimumab'),
      brand('hukyndra', 'Hukyndra', 'adalimumab'),
      brand('hulio', 'Hulio', 'adalimumab'),
      brand('hyrimoz', 'Hyrimoz', 'adalimumab'),
      brand('idacio', 'Idacio', 'adalimumab'),
      brand('imraldi', 'Imraldi', 'adalimumab'),
      brand('libmyris', 'Libmyris', 'adalimumab'),
      brand('simlandi', 'Simlandi', 'adalimumab'),
      brand('yuflyma', 'Yuflyma', 'adalimumab'),
      brand('yusimry', 'Yusimry', 'adalimumab'),
      // Several biosimilars are also sold without a brand name (e.g. adalimumab-adaz).
      { id: 'adalimumab-unbranded', label: 'Adalimumab (unbranded biosimilar)', substance: 'adalimumab' },
    ],
  },
  {
    id: 'etanercept',
    label: 'Etanercept (Enbrel and biosimilars)',
    options: [
      brand('enbrel', 'Enbrel', 'etanercept'),
      brand('benepali', 'Benepali', 'etanercept'),
      brand('erelzi', 'Erelzi', 'etanercept'),
      brand('eticovo', 'Eticovo', 'etanercept'),
      brand('nepexto', 'Nepexto', 'etanercept'),
    ],
  },
  {
    id: 'infliximab',
    label: 'Infliximab (Remicade and biosimilars)',
    options: [
      brand('remicade', 'Remicade', 'infliximab'),
      brand('avsola', 'Avsola', 'infliximab'),
      brand('flixabi', 'Flixabi', 'infliximab'),
      brand('inflectra', 'Inflectra', 'infliximab'),
      brand('ixifi', 'Ixifi', 'infliximab'),
      brand('remsima', 'Remsima', 'infliximab'),
      brand('renflexis', 'Renflexis', 'infliximab'),
      brand('zessly', 'Zessly', 'infliximab'),
      brand('zymfentra', 'Zymfentra', 'infliximab'),
      { id: 'infliximab-unbranded', label: 'Infliximab (unbranded biosimilar)', substance: 'infliximab' },
    ],
  },
  {
    id: 'other-biologics',
    label: 'Other biologics',
    options: [
      brand('stelara', 'Stelara', 'ustekinumab'),
      brand('cosentyx', 'Cosentyx', 'secukinumab'),
      brand('cimzia', 'Cimzia', 'certolizumab pegol'),
    ],
  },
  {
    id: 'jak-inhibitors',
    label: 'JAK inhibitors',
    options: [brand('xeljanz', 'Xeljanz', 'tofacitinib'), brand('rinvoq', 'Rinvoq', 'upadacitinib')],
  },
  {
    id: 'corticosteroids',
    label: 'Corticosteroids',
    options: [generic('prednisone'), generic('methylprednisolone'), generic('dexamethasone')],
  },
  {
    id: 'nsaids',
    label: 'NSAIDs',
    options: [generic('ibuprofen'), generic('naproxen'), generic('celecoxib'), generic('diclofenac')],
  },
  {
    id: 'ibd-specific',
    label: 'IBD-specific',
    options: [generic('mesalamine'), generic('azathioprine')],
  },
];

/** The stored value and the label for "I take no prescription medications". */
export const noMedicationsOption = {
  id: noneId,
  label: 'No prescription medications',
} as const satisfies CatalogueOption;

export const medicationOptions: readonly MedicationOption[] = medicationCategories.flatMap(
  (category) => category.options,
);

const medicationsByLabel: ReadonlyMap<string, MedicationOption> = new Map(
  medicationOptions.map((option) => [option.label, option]),
);

export function isKnownMedication(value: string): boolean {
  return medicationsByLabel.has(value);
}

export function findMedication(label: string): MedicationOption | undefined {
  return medicationsByLabel.get(label);
}
