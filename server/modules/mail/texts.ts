import type { Locale } from '../../../io/entities/locale';
import da from '../../../locales/mail/da.json';
import de from '../../../locales/mail/de.json';
import en from '../../../locales/mail/en.json';
import es from '../../../locales/mail/es.json';
import fi from '../../../locales/mail/fi.json';
import fr from '../../../locales/mail/fr.json';
import it from '../../../locales/mail/it.json';
import nb from '../../../locales/mail/nb.json';
import nl from '../../../locales/mail/nl.json';
import pl from '../../../locales/mail/pl.json';
import sv from '../../../locales/mail/sv.json';

/** The server's mail texts; Dutch is the source, and every locale must have each of its keys (checked here by the compiler). */
export type MailTexts = typeof nl;
export type MailTextId = keyof MailTexts;

const texts: Record<Locale, MailTexts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** A mail text in `locale` with its `{placeholders}` filled in (a placeholder without a value stays as written). */
export const mailText = (locale: Locale, id: MailTextId, values: Readonly<Record<string, string>>): string =>
  texts[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
