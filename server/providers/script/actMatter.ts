// What Claude writes with the first act of a book not in English, besides its pages (scriptPrompt.ts asks for
// it): the dedication, each cast member's role, and how the book writes each name. The built-in writer's plan
// (the skeleton) is English: its roles, its dedication, and the names it invents for characters the visitor
// did not name ("The Sneaky Explorer"). The acts are written and checked with the plan's names; the finished
// script then takes the book's words, invented names included, while every name the visitor wrote stays as
// they wrote it.
import type { Script } from '../../../shared/script';
import type { ScriptRequest } from './scriptWriter';

export interface ActMatter {
  dedication: string;
  cast: { name: string; role: string; shownAs?: string }[];
}

/** The script in the book's words: the dedication, the roles, and the invented characters' names, speakers included. */
export function withMatter(script: Script, matter: ActMatter | undefined, request: ScriptRequest): Script {
  if (!matter) return script;
  const told = [request.author, ...request.answers.map((a) => a.answer)].join('\n').toLowerCase();
  const written = new Map(matter.cast.map((c) => [c.name.toLowerCase(), c]));
  const renamed = new Map<string, string>();
  const taken = new Set(script.cast.map((c) => c.name.toLowerCase()));
  const cast = script.cast.map((member) => {
    const mine = written.get(member.name.toLowerCase());
    const shownAs = mine?.shownAs?.trim();
    const invented = !member.isHero && !told.includes(member.name.toLowerCase());
    let name = member.name;
    if (invented && shownAs && shownAs.length <= 60 && !taken.has(shownAs.toLowerCase())) {
      renamed.set(member.name, shownAs);
      taken.add(shownAs.toLowerCase());
      name = shownAs;
    }
    return { ...member, name, role: mine?.role.trim() || member.role };
  });
  const rename = (name: string) => renamed.get(name) ?? name;
  // Every act was written with the plan's names ("use the cast names as given"): wherever an invented name
  // appears, in the words and in the directions (the art finds the cast in them), it takes the book's name.
  const retell = (text: string) => [...renamed].reduce((t, [from, to]) => t.split(from).join(to), text);
  const retold = (text: string | undefined) => (text === undefined ? undefined : retell(text));
  const pages = script.pages.map((page) => ({
    ...page,
    title: retell(page.title),
    summary: retell(page.summary),
    panels: page.panels.map((panel) => ({
      ...panel,
      action: retell(panel.action),
      ...(panel.caption === undefined ? {} : { caption: retold(panel.caption) }),
      balloons: panel.balloons.map((b) => ({ ...b, speaker: rename(b.speaker), text: retell(b.text) })),
      ...(panel.figures ? { figures: panel.figures.map((f) => ({ ...f, name: rename(f.name) })) } : {}),
    })),
  }));
  return { ...script, dedication: matter.dedication.trim() || script.dedication, cast, pages };
}
