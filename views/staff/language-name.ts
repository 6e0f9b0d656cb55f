import { useIntl } from 'react-intl';

/** A language's name in the console's language (the member's language, the one to write or answer in). */
export const useLanguageName = () => {
  const intl = useIntl();
  return (language: string) => intl.formatDisplayName(language, { type: 'language' }) ?? language;
};
