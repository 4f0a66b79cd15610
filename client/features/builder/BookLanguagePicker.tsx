// The book's language on /create (docs/book.md, "The book's language"): every language a book can be written
// in, by its own name. Those this site cannot write (no Claude key: only the built-in writer's) are listed but
// marked and cannot be picked, so nobody picks Japanese and gets an English book.
import { useEffect, useState } from 'react';
import { SelectField } from '../../components/ui/FieldParts';
import { fetchAppInfo } from '../../lib/appInfo';
import { m, siteLocale } from '../../lib/i18n';
import { BOOK_LANGUAGES, type LanguageCode, writableLanguages } from '../../../shared/languages';

interface Props {
  value: LanguageCode | undefined;
  onChange(language: LanguageCode): void;
}

/**
 * The languages this site writes. Asked once the page is in the browser: /create is drawn at build time and
 * opens before the data layer (react-query) has loaded, so this page asks on its own.
 */
function useWritableLanguages(): ReadonlySet<string> {
  // Until the site says what it writes, the built-in languages are offered.
  const [codes, setCodes] = useState<readonly string[]>(() => writableLanguages(false));
  useEffect(() => {
    let live = true;
    fetchAppInfo().then(
      (info) => live && setCodes(info.bookLanguages),
      () => undefined, // unreachable site: the built-in languages stay offered
    );
    return () => {
      live = false;
    };
  }, []);
  return new Set(codes);
}

/** A language's name in the site's language ("japonés" on the Spanish site); the registry's in English. */
function nameInSiteLanguage(): (language: (typeof BOOK_LANGUAGES)[number]) => string {
  const locale = siteLocale();
  if (locale === 'en') return (language) => language.english;
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (language) => names.of(language.code) ?? language.english;
}

export function BookLanguagePicker({ value, onChange }: Props) {
  const writable = useWritableLanguages();
  const siteName = nameInSiteLanguage();
  return (
    <SelectField
      id="book-language"
      label={m.builder_language_label()}
      hint={m.builder_language_hint()}
      className="mb-8 max-w-md"
      value={value ?? siteLocale()}
      onChange={(event) => onChange(event.target.value as LanguageCode)}
    >
      {BOOK_LANGUAGES.map((language) => {
        const available = writable.has(language.code);
        const inSite = siteName(language);
        const name =
          language.native.toLowerCase() === inSite.toLowerCase() ? language.native : `${language.native} (${inSite})`;
        return (
          <option key={language.code} value={language.code} lang={language.code} disabled={!available}>
            {available ? name : m.builder_language_needs_claude({ language: name })}
          </option>
        );
      })}
    </SelectField>
  );
}
