// The languages the built-in writer speaks besides English, each a lexicon (how answers in it are read) and a
// copy (every sentence it can write). shared/languages.ts marks the same ones `builtIn`.
import type { BookCopy } from './copy';
import type { Lexicon } from './lexicon';
import type { WriterLanguage } from './types';
import { es } from './lexicons/es';
import { spanish } from './copy/es';
import { pt } from './lexicons/pt';
import { fr } from './lexicons/fr';
import { de } from './lexicons/de';
import { german } from './copy/de';
import { french } from './copy/fr';
import { portuguese } from './copy/pt';

export const BUILT_IN: Record<WriterLanguage, { lexicon: Lexicon; copy: BookCopy }> = {
  es: { lexicon: es, copy: spanish },
  fr: { lexicon: fr, copy: french },
  de: { lexicon: de, copy: german },
  pt: { lexicon: pt, copy: portuguese },
};

export const isWriterLanguage = (code: string | undefined): code is WriterLanguage =>
  code !== undefined && code in BUILT_IN;
