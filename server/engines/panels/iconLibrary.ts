// Animals and things drawn from a vector set instead of by hand: Microsoft's Fluent Emoji (flat), MIT,
// read from @iconify-json/fluent-emoji-flat with @iconify/utils, no network. A species or a keyword picks a
// drawing with a sensible fallback; the style's treatment then prints it (manga: grey with an ink outline).
import { createRequire } from 'node:module';
import { getIconData, iconToSVG } from '@iconify/utils';
import { OWN_DRAWINGS } from './ownDrawings';
import type { Point, Rect } from '../pageModel';
import { grownOutline } from '../layout/geometry';
import type { Pen } from './palette';
import { n } from '../artKit/svg';

const require = createRequire(import.meta.url);
type IconifyJSON = Parameters<typeof getIconData>[0];
let icons: IconifyJSON | undefined;
/** The set is 9 MB of JSON: read once per process, and only when a page draws from it. */
const iconSet = (): IconifyJSON => (icons ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON);

/** Species words to drawings; the first that matches wins. */
const ANIMALS: Array<[RegExp, string]> = [
  [/parrot|budgie|cockatiel|macaw|cockatoo|parakeet|lovebird/, 'parrot'],
  [/poodle/, 'poodle'],
  [/dog|pup|corgi|labrador|beagle|pug|chihuahua|dachshund|terrier|retriever|spaniel|collie|husky|sausage/, 'dog'],
  [/black cat/, 'black-cat'],
  [/cat|kitten|kitty/, 'cat'],
  [/goldfish|fish/, 'tropical-fish'],
  [/hamster|gerbil|guinea/, 'hamster'],
  [/rabbit|bunny/, 'rabbit'],
  [/tortoise|turtle/, 'turtle'],
  [/horse|pony/, 'horse'],
  [/rooster|cockerel/, 'rooster'],
  [/chicken|hen\b/, 'chicken'],
  [/goose|geese/, 'goose'],
  [/duck/, 'duck'],
  [/pigeon|dove/, 'dove'],
  // Not 'pigeon' (above): a pigeon fancier's birds were drawn as pigs.
  [/\bpig(?:s|let|lets|gy)?\b/, 'pig'],
  [/mouse|mice|rat\b/, 'mouse'],
  [/snake/, 'snake'],
  [/lizard|gecko|iguana|axolotl/, 'lizard'],
  [/bees?\b|honeybee/, 'honeybee'],
  [/owl/, 'owl'],
  [/ferret|otter|weasel/, 'otter'],
  [/goat/, 'goat'],
  [/sheep|lamb/, 'ewe'],
  [/cow|cattle/, 'cow'],
  [/donkey/, 'donkey'],
  [/llama|alpaca/, 'llama'],
  [/hedgehog/, 'hedgehog'],
  [/camel/, 'two-hump-camel'],
  [/bird|canary|finch|sparrow|robin/, 'bird'],
];

/** Things from the answers and the action to put in the picture. */
const PROPS: Array<[RegExp, string]> = [
  [/\bbus\b|\bbuses\b/, 'bus'],
  [/beehive|\bhive\b|\bhoney\b/, 'honey-pot'],
  [/\bbees?\b/, 'honeybee'],
  [/camel/, 'two-hump-camel'],
  [/trumpet|tuba|brass/, 'trumpet'],
  [/guitar/, 'guitar'],
  [/violin|\bfiddle\b/, 'violin'],
  [/saxophone/, 'saxophone'],
  [/accordion/, 'accordion'],
  [/\bdrums?\b/, 'drum'],
  [/sail|\bboat|yacht/, 'sailboat'],
  [/canoe|kayak/, 'canoe'],
  [/bike|bicycle|cycling/, 'bicycle'],
  [/pumpkin/, 'jack-o-lantern'],
  [/\bbooks?\b|novel|library|reading/, 'books'],
  [/coffee|\btea\b|\bmugs?\b/, 'hot-beverage'],
  [/pizza/, 'pizza'],
  [/leek|vegetable|allotment/, 'leafy-green'],
  [/pierogi|dumpling/, 'dumpling'],
  [/soccer|football/, 'soccer-ball'],
  [/basketball/, 'basketball'],
  [/tennis/, 'tennis'],
  [/skateboard/, 'skateboard'],
  [/\bphones?\b|smartphone|tiktok|youtube/, 'mobile-phone'],
  [/golf/, 'flag-in-hole'],
  [/fishing|\brod\b/, 'fishing-pole'],
  [/chess/, 'chess-pawn'],
  [/knit|yarn|wool|crochet/, 'yarn'],
  [/\bpaint(?:s|ing|er)?\b|\bdrawing\b|sketch|\bart\b|\bartist/, 'artist-palette'],
  [/karaoke|microphone|singing|\bsings?\b|\bsinger/, 'microphone'],
  [/dentist|\btooth\b/, 'tooth'],
  [/nurse|doctor|hospital|stethoscope/, 'stethoscope'],
  [/video games?|gaming|games console|playstation|xbox|nintendo/, 'video-game'],
  // A family's photos and albums are pictures on the shelf, not a camera.
  [/framed (?:photo|picture)|photo album|photos? on the shelf/, 'framed-picture'],
  [/camera|(?<!(?:family|old|framed|new) )photo(?!s?\s*(?:album|on the shelf))/, 'camera'],
  [/bread|sourdough|loaf|bak/, 'bread'],
  [/cake|birthday|party/, 'birthday-cake'],
  [/\bdesert\b|cactus/, 'cactus'],
  [/rocket|outer space|\bspace (?:ship|station)|\bmoon\b/, 'rocket'],
  [/\bplanes?\b|aeroplane|airplane|airport|\bpilot/, 'airplane'],
  [/\btrains?\b|railway|train station/, 'train'],
  [/chemistry|lab\b|test tube/, 'test-tube'],
  [/trophy|prize|champion|winner/, 'trophy'],
  [/crown|\bkings?\b|\bqueens?\b/, 'crown'],
  [/scroll|prophecy/, 'scroll'],
  [/telescope|stargaz|astronomy/, 'telescope'],
  [/wrench|plumb|mechanic/, 'wrench'],
  [/hammer|carpent|builder/, 'hammer'],
  [/flower|garden|bouquet/, 'sunflower'],
  [/kite/, 'kite'],
  [/\btents?\b|camping/, 'tent'],
];

/** More things and places, checked after the list above (which holds the more particular words first). */
const MORE_PROPS: Array<[RegExp, string]> = [
  [/dinosaur|\bt-?rex\b/, 't-rex'],
  [/dragon/, 'dragon'],
  [/unicorn/, 'unicorn'],
  [/\bghosts?\b|haunted/, 'ghost'],
  [/\brobots?\b/, 'robot'],
  [/\baliens?\b|\bufo\b/, 'alien'],
  [/wizard|\bmagic|spellbook|casts? a spell/, 'magic-wand'],
  [/fortune|crystal ball/, 'crystal-ball'],
  [/microscope|scientist|science/, 'microscope'],
  [/\bmaths?\b|arithmetic|abacus/, 'abacus'],
  [/computer|laptop|coding|programm/, 'laptop'],
  [/teddy/, 'teddy-bear'],
  [/jigsaw|puzzle/, 'puzzle-piece'],
  [/board games?|\bdice\b|\bludo\b|monopoly/, 'game-die'],
  [/piano|keyboard/, 'musical-keyboard'],
  [/banjo/, 'banjo'],
  [/flute|recorder/, 'flute'],
  [/headphones|music/, 'headphone'],
  [/\bradio\b/, 'radio'],
  [/television|\btv\b|quiz show/, 'television'],
  [/teapot|afternoon tea/, 'teapot'],
  [/cupcake|muffin/, 'cupcake'],
  [/biscuit|cookie/, 'cookie'],
  [/doughnut|donut/, 'doughnut'],
  [/\bpies?\b|\btarts?\b/, 'pie'],
  [/cheese/, 'cheese-wedge'],
  [/cooking|\bcook|recipe|kitchen|\bchef\b/, 'shallow-pan-of-food'],
  [/carrot/, 'carrot'],
  [/tomato/, 'tomato'],
  [/broccoli/, 'broccoli'],
  [/\bcorn\b|maize/, 'ear-of-corn'],
  [/tulip/, 'tulip'],
  [/houseplant|\bplants?\b/, 'potted-plant'],
  [/toolbox|\btools?\b|\bdiy\b|\bfix/, 'hammer-and-wrench'],
  [/\baxe\b|lumberjack|firewood/, 'axe'],
  [/paintbrush|\bpaints\b|painter/, 'paintbrush'],
  [/crayon|colouring|coloring/, 'crayon'],
  [/gallery|portrait|museum/, 'framed-picture'],
  [/\bfilms?\b|movie|cinema/, 'movie-camera'],
  [/newspaper|journalist/, 'newspaper'],
  [/\bletters?\b|postman|postwoman|\bmail\b/, 'envelope'],
  [/parcel|package|delivery/, 'package'],
  [/\bgifts?\b|birthday present/, 'wrapped-gift'],
  [/balloon/, 'balloon'],
  [/celebrat|party/, 'party-popper'],
  [/\bmedals?\b|olympic|marathon/, 'sports-medal'],
  [/jewel|diamond|\bgems?\b/, 'gem-stone'],
  [/wedding|\brings?\b|engaged/, 'ring'],
  [/money|treasure|fortune|\bbank\b/, 'money-bag'],
  [/\bmaps?\b|\bexplor/, 'world-map'],
  [/compass|orienteering/, 'compass'],
  [/travel|abroad|round the world/, 'globe-showing-europe-africa'],
  [/suitcase|luggage|holiday|vacation/, 'luggage'],
  [/hiking|\bhike|walking holiday|trek/, 'hiking-boot'],
  [/backpack|rucksack|school bag/, 'backpack'],
  [/umbrella/, 'umbrella'],
  [/sewing|tailor|dressmak/, 'sewing-needle'],
  [/scissors|hairdress|barber/, 'scissors'],
  [/shopping|supermarket/, 'shopping-cart'],
  [/picnic|basket/, 'basket'],
  [/frisbee/, 'flying-disc'],
  [/cricket/, 'cricket-game'],
  [/ice hockey/, 'ice-hockey'],
  [/hockey|hurling|camogie/, 'field-hockey'],
  [/ping-?pong|table tennis/, 'ping-pong'],
  [/bowling|lawn bowls/, 'bowling'],
  [/badminton/, 'badminton'],
  [/ice skat|figure skat/, 'ice-skate'],
  [/\bski(?:s|ing)?\b/, 'skis'],
  [/sledg|sled\b|toboggan/, 'sled'],
  [/roller ?skat/, 'roller-skate'],
  [/scooter/, 'motor-scooter'],
  [/motorbike|motorcycle/, 'motorcycle'],
  [/racing car|go-?kart|rally driv/, 'racing-car'],
  [/lorry|truck|haulage/, 'articulated-lorry'],
  [/tractor|\bfarm/, 'tractor'],
  [/fire ?fight|fire engine|firemen|firefighter/, 'fire-engine'],
  [/ambulance|paramedic/, 'ambulance'],
  [/police|\bcops?\b/, 'police-car'],
  [/helicopter/, 'helicopter'],
  [/parachute|skydiv/, 'parachute'],
  [/planet|astronom|saturn/, 'ringed-planet'],
  [/ferris wheel|fairground|funfair/, 'ferris-wheel'],
  [/roller ?coaster|theme park/, 'roller-coaster'],
  [/circus|juggl|clown/, 'circus-tent'],
  [/volcano/, 'volcano'],
  [/mountain|rock climb|climbing wall|bouldering/, 'snow-capped-mountain'],
  [/\bships?\b|cruise|\bferry\b/, 'passenger-ship'],
  [/anchor|sailor|navy/, 'anchor'],
  [/stadium|match day/, 'stadium'],
  [/castle|\bknights?\b|princess|\bprince\b/, 'castle'],
  [/church|\bparish/, 'church'],
  [/hospital|\bward\b/, 'hospital'],
  [/\bschool\b|teacher|classroom/, 'school'],
];

/** Every drawing the library may ask the set for (a test checks the set has each). */
export const LIBRARY_ICONS: readonly string[] = [
  ...new Set([...ANIMALS, ...PROPS, ...MORE_PROPS].map(([, icon]) => icon).concat('paw-prints')),
];

/** Whether the vector set has a drawing of this name. */
export const hasIcon = (name: string): boolean => getIconData(iconSet(), name) !== null;

/** The drawing for an animal of this species (a paw print when the set has none like it). */
export function animalIcon(species: string): string {
  const s = species.toLowerCase();
  return ANIMALS.find(([re]) => re.test(s))?.[1] ?? 'paw-prints';
}

/** Up to `max` drawings of things the words name, the most particular first (a beehive before a garden). */
export function propIcons(text: string, max = 2): string[] {
  const lower = text.toLowerCase();
  return [...new Set([...PROPS, ...MORE_PROPS].filter(([re]) => re.test(lower)).map(([, icon]) => icon))].slice(0, max);
}

/** How big a thing stands against a person's face width (a bus is big, a mug is not). */
export function propHeight(icon: string, faceWidth: number): number {
  const size: Record<string, number> = {
    honeybee: 0.7,
    'honey-pot': 1.3,
    bus: 3.4,
    sailboat: 3,
    canoe: 2.4,
    'two-hump-camel': 3.6,
    train: 3.4,
    airplane: 3,
    rocket: 3.2,
    tent: 3,
    bicycle: 2.4,
    cactus: 2.6,
    sunflower: 2,
    trophy: 1.4,
    'hot-beverage': 1,
    tooth: 1.2,
    'test-tube': 1.2,
    microphone: 1.3,
  };
  return faceWidth * (size[icon] ?? 1.6);
}

export interface IconOptions {
  /** Which way the drawing faces: 1 as drawn, -1 mirrored. */
  facing?: 1 | -1;
  /** Colours swapped for the person's own, by the drawing's colour ('none' leaves the shape out). */
  recolor?: Record<string, string>;
  /** Shapes left out by their place in the drawing (a body's own head, where a photo's head goes). */
  omit?: readonly number[];
  /** Shapes cut out of the drawing's first shape rather than drawn over it (a frame's lenses: the face shows). */
  cutOut?: readonly number[];
  /** Without the ink outline: a drawing that is itself fine line work (a pair of glasses on a face). */
  bare?: boolean;
  /**
   * What an aid changes in the drawing, in its own units (prostheticLeg.ts): `cut`, a region left out (its
   * outline with it); `over`, drawn on it, given the outline's width in those units (it is outlined like the
   * drawing); `defs`, what `over` refers to.
   */
  amend?: { cut: Point[]; over: (outlineWidth: number) => string; defs: string };
}

let cuts = 0;

/**
 * SVG of a drawing fitted in a box (bottom-centred), turned to face left or right; manga prints it grey
 * with an ink outline so it sits with the inked figures, vintage keeps its flat colours with an outline.
 */
export function iconSvg(name: string, box: Rect, pen: Pen, how: IconOptions = {}): string {
  const { look, u } = pen;
  const { facing = 1, recolor = {}, omit = [] } = how;
  const svg = iconDrawing(name);
  if (!svg) return '';
  // Shapes left out by their place in the drawing (a body's own head, where a photo's head goes).
  if (omit.length) {
    let i = 0;
    svg.body = svg.body.replace(/<path[^>]*\/>/g, (path) => (omit.includes(i++) ? '' : path));
  }
  if (how.cutOut?.length) svg.body = cutOutOfFirst(svg.body, how.cutOut);
  // Colours swapped for the person's own ('#ff6723' shirt orange -> the shirt in the photo).
  // 'none' leaves the shape out (a ball in a body that only needs the body), outline and all.
  for (const [from, to] of Object.entries(recolor)) {
    svg.body =
      to === 'none'
        ? svg.body.replace(new RegExp(`<path[^>]*fill="${from}"[^>]*/>`, 'gi'), '')
        : svg.body.replace(new RegExp(`fill="${from}"`, 'gi'), `fill="${to}"`);
  }
  const [, , vw, vh] = String(svg.attributes.viewBox).split(/\s+/).map(Number);
  const scale = Math.min(box.width / vw, box.height / vh);
  const w = vw * scale;
  const h = vh * scale;
  const x = box.x + (box.width - w) / 2;
  const y = box.y + box.height - h;
  // The outline is the drawing again in ink with a thick stroke, underneath: plain vector work (an SVG filter
  // would be redone for every band of rows the panel is rasterized in, seconds a panel).
  const outline = Math.max(1, (1.6 * u) / scale);
  const inked = (body: string) => body.replace(/fill="#[0-9a-f]{3,8}"/gi, 'fill="#111"');
  const coloured = (body: string) =>
    look === 'grayscale' ? body.replace(/fill="(#[0-9a-f]{6})"/gi, (_, c: string) => `fill="${greyOf(c)}"`) : body;
  let [ink, art, defs] = [inked(svg.body), coloured(svg.body), ''];
  if (how.amend) {
    // The region is left out of the drawing, and of its outline as far as the outline reaches past it.
    const id = `cut${++cuts}`;
    // Everything but the region: a square well round the drawing, so its outline is not cut at the edges.
    const square = `M${n(-vw)} ${n(-vh)}H${n(2 * vw)}V${n(2 * vh)}H${n(-vw)}Z`;
    const outlineOf = (points: Point[]) => `M${points.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`;
    const clip = (suffix: string, points: Point[]) =>
      `<clipPath id="${id}${suffix}"><path clip-rule="evenodd" d="${square}${outlineOf(points)}"/></clipPath>`;
    const { cut, over } = how.amend;
    defs = `<defs>${how.amend.defs}${clip('', cut)}${clip('i', grownOutline(cut, outline))}</defs>`;
    ink = `<g clip-path="url(#${id}i)">${ink}</g>${inked(over(outline * 2))}`;
    art = `<g clip-path="url(#${id})">${art}</g>${coloured(over(outline * 2))}`;
  }
  const flip = facing < 0 ? ` transform="translate(${n(vw)} 0) scale(-1 1)"` : '';
  const under = how.bare ? '' : `<g stroke="#111" stroke-width="${n(outline * 2)}" stroke-linejoin="round">${ink}</g>`;
  return `${defs}<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})"><g${flip}>${under}${art}</g></g>`;
}

/** The drawing with the shapes at `holes` cut out of its first shape (even-odd), and gone as shapes. */
function cutOutOfFirst(body: string, holes: readonly number[]): string {
  const paths = [...body.matchAll(/<path[^>]*\/>/g)].map((m) => m[0]);
  const d = (path: string) => /\sd="([^"]*)"/.exec(path)?.[1] ?? '';
  const cut = holes.map((i) => d(paths[i] ?? '')).join('');
  let i = 0;
  return body.replace(/<path[^>]*\/>/g, (path) => {
    const at = i++;
    if (holes.includes(at)) return '';
    return at === 0 ? path.replace(/\sd="([^"]*)"/, ` fill-rule="evenodd" d="$1${cut}"`) : path;
  });
}

/** A drawing of the set as SVG body and attributes (a paw print for a name the set lacks), or null. */
export function iconDrawing(name: string): ReturnType<typeof iconToSVG> | null {
  const data = OWN_DRAWINGS[name] ?? getIconData(iconSet(), name) ?? getIconData(iconSet(), 'paw-prints');
  return data ? iconToSVG(data) : null;
}

/** A colour as the grey of its brightness, for the black-and-white style. */
function greyOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const v = Math.round(0.299 * r + 0.587 * g + 0.114 * b)
    .toString(16)
    .padStart(2, '0');
  return `#${v}${v}${v}`;
}

/** How tall an animal stands against a person's face width (a parrot is small, a horse is not). */
export function animalHeight(icon: string, faceWidth: number): number {
  const size: Record<string, number> = {
    parrot: 1.3,
    bird: 1.1,
    dove: 1.2,
    'tropical-fish': 1.3,
    hamster: 1.2,
    mouse: 1.1,
    honeybee: 0.8,
    lizard: 1.3,
    turtle: 1.4,
    owl: 1.6,
    dog: 2.4,
    poodle: 2.4,
    cat: 1.9,
    'black-cat': 1.9,
    rabbit: 1.7,
    horse: 4.5,
    'two-hump-camel': 4.5,
    cow: 4,
    donkey: 3.6,
    llama: 3.8,
    goat: 2.6,
    ewe: 2.4,
    pig: 2.2,
  };
  return faceWidth * (size[icon] ?? 2);
}
