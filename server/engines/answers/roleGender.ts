// Whether a cast member's role says a woman or a man ('her grandma', 'his brother', 'Maya's uncle'): what the
// art draws them as (panels/castLooks.ts) and the pronoun the words give them (script/writeLocalScript.ts).
const SHE = new RegExp(
  String.raw`\b(?:wife|mom|mum|mammy|mother|sister|daughter|aunt|auntie|niece|girlfriend|fianc[ée]e|grandma` +
    String.raw`|granny|nan|nana|grandmother|granddaughter|stepmom|stepdaughter|nun|sis|female)\b`,
);
const HE = new RegExp(
  String.raw`\b(?:husband|dad|daddy|father|brother|son|uncle|nephew|boyfriend|fianc[ée]|grandpa|granda` +
    String.raw`|grandad|grandfather|grandson|stepdad|stepson|priest|bro|male)\b`,
);

/** 'she' or 'he' when the role's relation word says so, else undefined ('her friend', 'the villain'). */
export function roleGender(role: string): 'she' | 'he' | undefined {
  const r = role.toLowerCase();
  return SHE.test(r) ? 'she' : HE.test(r) ? 'he' : undefined;
}
