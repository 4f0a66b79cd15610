// The faces of other scripts weigh 400 KB of font rules (the Chinese, Japanese and Korean faces come in a
// hundred slices each), so they are not in the stylesheet every page loads: the first time the page shows a
// letter of Arabic, Hebrew, Devanagari, Thai, Chinese, Japanese or Korean (a name, an answer, a gift message),
// their rules load, and the browser then fetches only the slices those letters are in.
const SCRIPTS = ['Arabic', 'Hebrew', 'Devanagari', 'Thai', 'Han', 'Hiragana', 'Katakana', 'Hangul'];
const OTHER_SCRIPTS = new RegExp(`[${SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')}]`, 'u');

export function loadScriptFontsWhenNeeded(root: HTMLElement): void {
  let loading = false;
  const check = () => {
    if (loading || !OTHER_SCRIPTS.test(root.textContent ?? '')) return;
    loading = true;
    observer.disconnect();
    void import('./otherScripts.css');
  };
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      check();
    }, 50);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  check();
}
