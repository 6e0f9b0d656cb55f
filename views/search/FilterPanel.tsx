import { css } from '@linaria/core';
import type { SyntheticEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { FilterDraft, FilterError, FilterErrors, FilterField } from '../../machines/members/filters';
import { maximumSearchAge, minimumSearchAge } from '../../io/entities/search';
import { colors } from '../theme';
import { classed } from '../shell/classed';
import { PrimaryButton } from '../shell/ui';

const messages = defineMessages({
  filters: { id: 'members.filters', defaultMessage: 'Leden zoeken' },
  gender: { id: 'members.filter.gender', defaultMessage: 'Geslacht' },
  country: { id: 'members.filter.country', defaultMessage: 'Land' },
  region: { id: 'members.filter.region', defaultMessage: 'Regio' },
  minAge: { id: 'members.filter.minAge', defaultMessage: 'Minimumleeftijd' },
  maxAge: { id: 'members.filter.maxAge', defaultMessage: 'Maximumleeftijd' },
  any: { id: 'members.filter.any', defaultMessage: 'Maakt niet uit' },
  search: { id: 'members.filter.search', defaultMessage: 'Zoeken' },
  male: { id: 'members.gender.male', defaultMessage: 'Man' },
  female: { id: 'members.gender.female', defaultMessage: 'Vrouw' },
  couple: { id: 'members.gender.couple', defaultMessage: 'Stel' },
  trans: { id: 'members.gender.trans', defaultMessage: 'Trans' },
});

/** Keyed by the machine's error codes: the compiler checks that each has its text. */
const errorMessages: Readonly<Record<FilterError, MessageDescriptor>> = defineMessages({
  ageNotWhole: { id: 'members.error.ageNotWhole', defaultMessage: 'Vul een leeftijd in hele jaren in.' },
  ageOutOfRange: { id: 'members.error.ageOutOfRange', defaultMessage: 'Kies een leeftijd van {min} tot en met {max} jaar.' },
  minAboveMax: { id: 'members.error.minAboveMax', defaultMessage: 'De maximumleeftijd mag niet lager zijn dan de minimumleeftijd.' },
});

const genders = ['male', 'female', 'couple', 'trans'] as const;

const Form = classed('form', css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.75rem 1rem;
  align-items: start;
  margin-bottom: 1.5rem;
  & label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  & select,
  & input {
    font: inherit;
    padding: 0.5rem;
    min-height: 2.75rem;
    border: 1px solid currentColor;
    border-radius: 0.375rem;
  }
  & [aria-invalid='true'] {
    border-color: ${colors.danger};
    border-width: 2px;
  }
  & button {
    align-self: end;
  }
`);

const FieldError = classed('span', css`
  color: ${colors.danger};
  font-weight: 400;
`);

export interface FilterPanelProps {
  readonly draft: FilterDraft;
  readonly errors: FilterErrors;
  /** The site's countries (settings), and the regions of the country chosen. */
  readonly countries: ReadonlyArray<string>;
  readonly regions: ReadonlyArray<string>;
  readonly onEdit: (field: FilterField, value: string) => void;
  readonly onSubmit: () => void;
}

/** The search filters of /members: what is typed goes to the machine, which checks it and names the field in error. */
export const FilterPanel = ({ draft, errors, countries, regions, onEdit, onSubmit }: FilterPanelProps) => {
  const intl = useIntl();
  const errorOf = (field: FilterField) => {
    const error = errors[field];
    return error === undefined ? undefined : intl.formatMessage(errorMessages[error], { min: minimumSearchAge, max: maximumSearchAge });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const ageField = (field: 'min_age' | 'max_age', label: string) => {
    const error = errorOf(field);
    const errorId = `members-filter-${field}-error`;
    return (
      <label>
        {label}
        <input
          name={field}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft[field]}
          onChange={(event) => onEdit(field, event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
        />
        {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
      </label>
    );
  };
  return (
    <Form role="search" aria-label={intl.formatMessage(messages.filters)} onSubmit={submit} noValidate>
      <label>
        {intl.formatMessage(messages.gender)}
        <select name="gender" value={draft.gender} onChange={(event) => onEdit('gender', event.target.value)}>
          <option value="">{intl.formatMessage(messages.any)}</option>
          {genders.map((gender) => (
            <option key={gender} value={gender}>
              {intl.formatMessage(messages[gender])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.country)}
        <select name="country" value={draft.country} onChange={(event) => onEdit('country', event.target.value)}>
          <option value="">{intl.formatMessage(messages.any)}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {intl.formatDisplayName(country, { type: 'region' }) ?? country}
            </option>
          ))}
        </select>
      </label>
      <label>
        {intl.formatMessage(messages.region)}
        <select name="countryregion" value={draft.countryregion} disabled={regions.length === 0} onChange={(event) => onEdit('countryregion', event.target.value)}>
          <option value="">{intl.formatMessage(messages.any)}</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
      </label>
      {ageField('min_age', intl.formatMessage(messages.minAge))}
      {ageField('max_age', intl.formatMessage(messages.maxAge))}
      <PrimaryButton type="submit">{intl.formatMessage(messages.search)}</PrimaryButton>
    </Form>
  );
};
