// @vitest-environment happy-dom
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { discountErrorMessages } from '../../views/time-bonus/discount-messages';
import { availableLocales, messagesFile, readMessages } from '../../scripts/locales';
import { compiledMessages } from '../support/messages';

describe('discount-code error texts', () => {
  it('are the spec’s Dutch texts in the source language, and English in English', () => {
    const nl = createIntl({ locale: 'nl', defaultLocale: 'nl', messages: compiledMessages.nl });
    expect(nl.formatMessage(discountErrorMessages['discount.notFound'])).toBe('Code niet gevonden');
    expect(nl.formatMessage(discountErrorMessages['discount.used'])).toBe('Code reeds gebruikt');
    const en = createIntl({ locale: 'en', defaultLocale: 'nl', messages: compiledMessages.en });
    expect(en.formatMessage(discountErrorMessages['discount.notFound'])).toBe('Code not found');
    expect(en.formatMessage(discountErrorMessages['discount.used'])).toBe('Code already used');
  });

  it('are translated in every other locale, not copies of the Dutch', () => {
    const others = availableLocales().filter((locale) => locale !== 'nl');
    expect(others).toHaveLength(10);
    for (const locale of others) {
      const messages = readMessages(messagesFile(locale));
      expect([locale, messages['discount.notFound']]).not.toEqual([locale, 'Code niet gevonden']);
      expect([locale, messages['discount.used']]).not.toEqual([locale, 'Code reeds gebruikt']);
      expect([locale, typeof messages['discount.notFound'], typeof messages['discount.used']]).toEqual([locale, 'string', 'string']);
    }
  });
});
