// Reads a panel's setting and action for what to draw: which scene, the time of day and weather, and the
// panel's mood (motion gets speed lines, a shock gets focus lines). Words match at their start, so "street"
// also finds "streets" and "run" finds "running"; the first scene whose words appear in the setting wins,
// then the action is tried (a setting of "the big day" says nothing, "sails the boat" does).

import type { TimeOfDay } from '../../../shared/script';
import { SCENES, type SceneKind, words } from './sceneWords';

/** Rooms differ by what furnishes them. */
export type RoomKind = 'kitchen' | 'office' | 'hospital' | 'school' | 'shop' | 'library' | 'cafe' | 'lab' | 'home';

export interface SceneReading {
  kind: SceneKind;
  room: RoomKind;
  /** Nature: mountains, trees or a park; sea: a beach, a boat or a harbour; stage: a theatre or a stadium. */
  variant: 'forest' | 'park' | 'mountain' | 'garden' | 'beach' | 'boat' | 'harbour' | 'open' | 'theatre' | 'stadium';
  night: boolean;
  sunset: boolean;
  rain: boolean;
  snow: boolean;
  /** Speed lines: the picture is about movement. */
  motion: boolean;
  /** Focus lines (manga) or a burst (vintage): a shock, a revelation, a triumph. */
  dramatic: boolean;
}

const ROOMS: [RoomKind, RegExp][] = [
  ['kitchen', words('kitchen', 'bakery', 'cook', 'dining', 'restaurant', 'diner')],
  ['office', words('office', 'desk', 'headquarters', 'hq\\b', 'bank\\b', 'studio', 'work\\b', 'meeting', 'boss')],
  ['hospital', words('hospital', 'clinic', 'ward\\b', 'surgery', 'doctor', 'nurse', 'patient', 'emergency')],
  ['school', words('school', 'class', 'teacher', 'lesson', 'university', 'college', 'lecture', 'exam')],
  ['shop', words('shop', 'store', 'boutique', 'market', 'mall\\b', 'supermarket', 'salon', 'counter')],
  ['library', words('librar', 'books?\\b', 'study\\b', 'museum')],
  ['cafe', words('cafe', 'café', 'coffee', 'bar\\b', 'pub\\b', 'tea\\b')],
  ['lab', words('lab\\b', 'laborator', 'experiment', 'science', 'invent', 'workshop', 'garage', 'factory')],
];

const MOTION = words(
  'run',
  'ran\\b',
  'chas',
  'fly',
  'flies',
  'flew',
  'flying',
  'race',
  'racing',
  'jump',
  'leap',
  'fall',
  'fell\\b',
  'rush',
  'escap',
  'dash',
  'sprint',
  'speed',
  'zoom',
  'swoop',
  'dive',
  'diving',
  'charg',
  'hurr(y|ies|ied)',
  'bolt',
  'flee',
  'fled',
  'skid',
  'crash',
  'ride',
  'riding',
  'drive',
  'driving',
  'gallop',
  'tumbl',
  'slid',
  'swing',
  'soar',
  'plung',
  'throw',
  'threw',
  'kick',
  'punch',
  'catch',
  'caught',
  'pursu',
  'accelerat',
);
const DRAMATIC = words(
  'shock',
  'surpris',
  'gasp',
  'scream',
  'shout',
  'yell',
  'realiz',
  'realis',
  'stun',
  'horr',
  'terrif',
  'amaz',
  'astonish',
  'stare',
  'frighten',
  'scared',
  'furious',
  'angry',
  'rage',
  'determin',
  'triumph',
  'victor',
  'win\\b',
  'wins\\b',
  'won\\b',
  'reveal',
  'discover',
  'suddenly',
  'explod',
  'explosion',
  'boom',
  'cheer',
  'dramatic',
  'intense',
  'panic',
  'eyes wide',
  'wide-eyed',
  'jaw drop',
  'can.t believe',
  'disbelief',
  'tears',
  'cry',
  'cries',
  'crying',
  'sob',
  'heartbr',
  'danger',
  'alarm',
);

/**
 * What a panel's words say it shows. `time`, when the script gives it, is the page's one light: a panel of a
 * dawn page is not drawn at night because its action mentions the night.
 */
export function readScene(setting: string, action: string, time?: TimeOfDay): SceneReading {
  const text = `${setting} ${action}`;
  const find = (source: string) => SCENES.find(([, pattern]) => pattern.test(source))?.[0];
  const found: SceneKind = find(setting) ?? find(action) ?? 'abstract';
  // A night sky on a page set in daylight is the place's own sky, by day.
  const kind: SceneKind = found === 'night' && time && time !== 'night' ? 'sky' : found;
  if (time) {
    const reading = readScene(setting, action);
    return { ...reading, kind, night: time === 'night', sunset: time === 'dawn' || time === 'dusk' };
  }
  const night = words(
    'night',
    'midnight',
    'moonlit',
    'moonlight',
    'starry',
    'stars\\b',
    'late evening',
    'after dark',
    'dark(ness)?\\b',
    'nocturnal',
  ).test(text);
  const sunset = !night && words('sunset', 'dusk', 'dawn', 'sunrise', 'twilight', 'golden hour', 'evening').test(text);
  const room =
    ROOMS.find(([, pattern]) => pattern.test(setting))?.[0] ??
    ROOMS.find(([, pattern]) => pattern.test(action))?.[0] ??
    'home';
  return {
    kind,
    room,
    // What the setting says decides the variant; the action only when the setting does not say.
    variant: variantOf(kind, setting) ?? variantOf(kind, action) ?? defaultVariant(kind),
    night: night || kind === 'night',
    sunset,
    rain: words('rain', 'storm', 'thunder', 'downpour', 'drizzl', 'wet\\b').test(text),
    snow: words('snow', 'blizzard', 'winter', 'frost', 'ski', 'glacier').test(text),
    motion: MOTION.test(action) || words('chase', 'race\\b', 'escape', 'pursuit').test(setting),
    dramatic: DRAMATIC.test(action) || /!/.test(action),
  };
}

type Variant = SceneReading['variant'];

function variantOf(kind: SceneKind, text: string): Variant | null {
  switch (kind) {
    case 'nature':
      if (
        words('mountain', 'peak', 'summit', 'cliff', 'canyon', 'glacier', 'ski', 'valley', 'hike', 'climb').test(text)
      )
        return 'mountain';
      if (words('forest', 'wood', 'jungle', 'grove', 'trail', 'camp', 'cave', 'wild').test(text)) return 'forest';
      if (words('garden', 'yard', 'backyard', 'flower', 'orchard', 'vineyard', 'farm', 'lawn').test(text))
        return 'garden';
      if (words('park', 'meadow', 'field', 'picnic', 'playground').test(text)) return 'park';
      return null;
    case 'sea':
      if (words('boat', 'ship', 'sail', 'yacht', 'ferry', 'cruise', 'deck', 'canoe', 'kayak', 'fishing').test(text))
        return 'boat';
      if (words('harbou?r', 'port\\b', 'dock', 'pier', 'marina', 'quay', 'wharf').test(text)) return 'harbour';
      if (words('beach', 'shore', 'sand', 'coast', 'seaside', 'island', 'surf', 'swim').test(text)) return 'beach';
      return null;
    case 'stage':
      if (
        words(
          'arena',
          'stadium',
          'match',
          'court',
          'pitch',
          'field',
          'race',
          'tournament',
          'championship',
          'ring\\b',
          'game',
          'team',
        ).test(text)
      )
        return 'stadium';
      if (
        words(
          'stage',
          'theat',
          'concert',
          'show',
          'recital',
          'auditorium',
          'ceremony',
          'award',
          'sing',
          'dance',
          'play\\b',
          'perform',
        ).test(text)
      )
        return 'theatre';
      return null;
    default:
      return null;
  }
}

function defaultVariant(kind: SceneKind): Variant {
  return kind === 'nature' ? 'park' : kind === 'stage' ? 'theatre' : 'open';
}
