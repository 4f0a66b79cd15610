// Download file names from titles people write in any language.
import { describe, expect, it } from 'vitest';
import { fileSlug } from '../../server/domains/files/filesSource';

describe('file names from titles in any language', () => {
  it('spell Latin letters without accents, and fall back to "comic"', () => {
    expect(fileSlug('The Incredible Małgorzata Żurowska!')).toBe('the-incredible-malgorzata-zurowska');
    expect(fileSlug("Zoë's Café")).toBe('zoes-cafe');
    expect(fileSlug('Đặng & Søren: Straße')).toBe('dang-soren-strasse');
    expect(fileSlug('山田はなこ')).toBe('comic');
  });
});
