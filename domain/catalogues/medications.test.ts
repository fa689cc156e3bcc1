import { describe, expect, it } from 'vitest';
import {
  findMedication,
  isKnownMedication,
  medicationCategories,
  medicationOptions,
  noMedicationsOption,
} from './medications.ts';

function labelsIn(categoryId: string): string[] {
  const category = medicationCategories.find((candidate) => candidate.id === categoryId);
  return category === undefined ? [] : category.options.map((option) => option.label);
}

function substancesIn(categoryId: string): Set<string> {
  const category = medicationCategories.find((candidate) => candidate.id === categoryId);
  return new Set(category?.options.map((option) => option.substance));
}

describe('medication catalogue', () => {
  it('has the spec categories, in order', () => {
    expect(medicationCategories.map((category) => category.id)).toEqual([
      'dmards',
      'adalimumab',
      'etanercept',
      'infliximab',
      'other-biologics',
      'jak-inhibitors',
      'corticosteroids',
      'nsaids',
      'ibd-specific',
    ]);
  });

  it('lists the conventional DMARDs by name', () => {
    expect(labelsIn('dmards')).toEqual([
      'Methotrexate',
      'Hydroxychloroquine',
      'Sulfasalazine',
      'Leflunomide',
    ]);
  });

  it('lists Humira and the adalimumab biosimilars, all as adalimumab', () => {
    const labels = labelsIn('adalimumab');
    for (const brand of [
      'Humira',
      'Amjevita',
      'Cyltezo',
      'Hadlima',
      'Hulio',
      'Hyrimoz',
      'Idacio',
      'Yuflyma',
      'Simlandi',
      'Abrilada',
      'Yusimry',
      'Amgevita',
      'Imraldi',
      'Hefiya',
    ]) {
      expect(labels).toContain(`${brand} (adalimumab)`);
    }
    expect(labels[0]).toBe('Humira (adalimumab)');
    expect(substancesIn('adalimumab')).toEqual(new Set(['adalimumab']));
  });

  it('lists Enbrel and the etanercept biosimilars', () => {
    const labels = labelsIn('etanercept');
    for (const brand of ['Enbrel', 'Erelzi', 'Eticovo', 'Benepali']) {
      expect(labels).toContain(`${brand} (etanercept)`);
    }
    expect(labels[0]).toBe('Enbrel (etanercept)');
    expect(substancesIn('etanercept')).toEqual(new Set(['etanercept']));
  });

  it('lists Remicade and the infliximab biosimilars', () => {
    const labels = labelsIn('infliximab');
    for (const brand of ['Remicade', 'Inflectra', 'Renflexis', 'Avsola', 'Zymfentra', 'Ixifi', 'Remsima']) {
      expect(labels).toContain(`${brand} (infliximab)`);
    }
    expect(labels[0]).toBe('Remicade (infliximab)');
    expect(substancesIn('infliximab')).toEqual(new Set(['infliximab']));
  });

  it('lists the other biologics, JAK inhibitors, steroids, NSAIDs and IBD medicines', () => {
    expect(labelsIn('other-biologics')).toEqual([
      'Stelara (ustekinumab)',
      'Cosentyx (secukinumab)',
      'Cimzia (certolizumab pegol)',
    ]);
    expect(labelsIn('jak-inhibitors')).toEqual(['Xeljanz (tofacitinib)', 'Rinvoq (upadacitinib)']);
    expect(labelsIn('corticosteroids')).toEqual(['Prednisone', 'Methylprednisolone', 'Dexamethasone']);
    expect(labelsIn('nsaids')).toEqual(['Ibuprofen', 'Naproxen', 'Celecoxib', 'Diclofenac']);
    expect(labelsIn('ibd-specific')).toEqual(['Mesalamine', 'Azathioprine']);
  });

  it('has unique ids and unique labels, since the label is what the profile stores', () => {
    const ids = medicationOptions.map((option) => option.id);
    const labels = medicationOptions.map((option) => option.label);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(labels).size).toBe(labels.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const option of medicationOptions) {
      expect(option.label.trim()).not.toBe('');
      expect(option.substance).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
  });

  it("keeps 'none' apart from the medications", () => {
    expect(noMedicationsOption.id).toBe('none');
    expect(medicationOptions.map((option) => option.id)).not.toContain('none');
    expect(isKnownMedication('none')).toBe(false);
  });

  it('finds a medication by its stored label', () => {
    expect(findMedication('Hadlima (adalimumab)')).toMatchObject({ id: 'hadlima', substance: 'adalimumab' });
    expect(findMedication('Hadlima')).toBeUndefined();
    expect(isKnownMedication('Methotrexate')).toBe(true);
    expect(isKnownMedication('methotrexate')).toBe(false);
  });
});
