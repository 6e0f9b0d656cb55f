import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { selectIsReady, selectLocale, selectMessages } from '../machines/locale/selectors';
import { useShellActors } from './shell-actors';

/** react-intl with the locale machine's language and compiled messages; Dutch source text is the fallback. */
export const IntlRoot = (props: { children: ReactNode }) => {
  const { locale: actor } = useShellActors();
  const locale = useSelector(actor, selectLocale);
  const messages = useSelector(actor, selectMessages);
  const ready = useSelector(actor, selectIsReady);
  if (!ready) return null;
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="nl">
      {props.children}
    </IntlProvider>
  );
};
