// The book's language on /create (docs/book.md, "The book's language"): every language a book can be written
// in, by its own name. Those this site cannot write (no Claude key: only the built-in writer's) are listed but
// marked and cannot be picked, so nobody picks Japanese and gets an English book.
import { SelectField } from '../../components/ui/FieldParts';
import { useAppInfo } from '../../lib/appInfo';
import { BOOK_LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/languages';

interface Props {
  value: LanguageCode | undefined;
  onChange(language: LanguageCode): void;
}

export function BookLanguagePicker({ value, onChange }: Props) {
  const appInfo = useAppInfo();
  // Until the site says what it writes, only the built-in languages are offered.
  const writable = new Set(appInfo.data?.bookLanguages ?? BOOK_LANGUAGES.filter((l) => l.builtIn).map((l) => l.code));
  return (
    <SelectField
      id="book-language"
      label="Language of the book"
      hint="The ideas, the story and every page are written in it."
      className="mb-8 max-w-md"
      value={value ?? DEFAULT_LANGUAGE}
      onChange={(event) => onChange(event.target.value as LanguageCode)}
    >
      {BOOK_LANGUAGES.map((language) => {
        const available = writable.has(language.code);
        const name =
          language.native === language.english ? language.native : `${language.native} (${language.english})`;
        return (
          <option key={language.code} value={language.code} lang={language.code} disabled={!available}>
            {available ? name : `${name}: needs Claude on this site`}
          </option>
        );
      })}
    </SelectField>
  );
}
