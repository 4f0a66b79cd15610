// The header's language menu (spec section 2: the EN button, given behaviour): the site's languages by their
// own names, the current one checked. Choosing one keeps it for the visitor and loads the page again in it.
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type Locale, SITE_LOCALES, siteLocaleName } from '../../../shared/i18n/siteLocales';
import { m, siteLocale, switchSiteLocale } from '../../lib/i18n';
import { LanguageButton } from './headerControls';

export function LanguageMenu() {
  const current = siteLocale();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <LanguageButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          aria-label={m.header_language()}
          className="z-50 min-w-40 rounded-xl border-3 border-ink bg-white p-1 shadow-comic"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => switchSiteLocale(value as Locale)}>
            {SITE_LOCALES.map((locale) => (
              <DropdownMenu.RadioItem
                key={locale}
                value={locale}
                lang={locale}
                className={
                  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 font-bold outline-none ' +
                  'data-[highlighted]:bg-zap'
                }
              >
                <span className="w-4">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {siteLocaleName(locale)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
