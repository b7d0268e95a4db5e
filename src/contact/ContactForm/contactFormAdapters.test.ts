import { describe, expect, it } from 'vitest';
import { budgetChoices, budgetPayload } from './SelectBudget';
import { applicantTypes as entityTypes } from './RadioGroupPresets';
import { applicantTypes, budgetRanges, distributorChoices } from '../types';
import { budgetText } from '../payload';
import {
  applicantToEntity,
  budgetFromSelect,
  budgetToSelect,
  distributorFromRadio,
  distributorToRadio,
  entityToApplicant,
} from './contactFormAdapters';

describe('applicant type ↔ ApplicantTypeRadioGroup', () => {
  it('maps personal/company to individual/corporation', () => {
    expect(applicantToEntity('personal')).toBe('individual');
    expect(applicantToEntity('company')).toBe('corporation');
  });
  it('maps individual/corporation back', () => {
    expect(entityToApplicant('individual')).toBe('personal');
    expect(entityToApplicant('corporation')).toBe('company');
  });
  it('round-trips every value of both sides', () => {
    for (const applicant of applicantTypes) expect(entityToApplicant(applicantToEntity(applicant))).toBe(applicant);
    for (const entity of entityTypes) expect(applicantToEntity(entityToApplicant(entity))).toBe(entity);
  });
});

describe('marketing budget ↔ BudgetSelect', () => {
  it('maps Others to others and keeps the typed text', () => {
    expect(budgetToSelect({ range: 'Others', other: '약 300만 원' })).toEqual({
      choice: 'others',
      other: '약 300만 원',
    });
    expect(budgetFromSelect({ choice: 'others', other: 'about 3M KRW' })).toEqual({
      range: 'Others',
      other: 'about 3M KRW',
    });
  });
  it('passes ranges and the empty choice through, keeping hidden text', () => {
    expect(budgetToSelect({ range: '500~1000', other: 'kept' })).toEqual({ choice: '500~1000', other: 'kept' });
    expect(budgetToSelect({ range: '', other: '' })).toEqual({ choice: '', other: '' });
    expect(budgetFromSelect({ choice: '1000~5000', other: '' })).toEqual({ range: '1000~5000', other: '' });
    expect(budgetFromSelect({ choice: '', other: 'kept' })).toEqual({ range: '', other: 'kept' });
  });
  it('round-trips every choice of both sides', () => {
    for (const range of ['', ...budgetRanges] as const) {
      const value = { range, other: 'x' };
      expect(budgetFromSelect(budgetToSelect(value))).toEqual(value);
    }
    for (const choice of ['', ...budgetChoices] as const) {
      const value = { choice, other: 'x' };
      expect(budgetToSelect(budgetFromSelect(value))).toEqual(value);
    }
  });
  it('both sides compute the same payload budget', () => {
    for (const range of ['', ...budgetRanges] as const) {
      const value = { range, other: ' typed ' };
      expect(budgetPayload(budgetToSelect(value))).toBe(budgetText(value));
    }
  });
});

describe('video-production distributor ↔ YesNoUndecidedRadioGroup', () => {
  it('uses the same three words both ways', () => {
    for (const choice of distributorChoices) {
      expect(distributorToRadio(choice)).toBe(choice);
      expect(distributorFromRadio(distributorToRadio(choice))).toBe(choice);
    }
  });
});
