// The copy of faces and of the style's effects, for a panel's action: how someone looks in a mood ('jaw
// set'), and what the picture does around an action in each style (manga speed lines, vintage starbursts).
import type { StyleKey } from '../flavour';

export type Mood = 'happy' | 'worried' | 'fierce' | 'sly' | 'moved' | 'shocked' | 'sleepy' | 'proud';
export type Intensity = 'calm' | 'action' | 'emotion';

export const FACES: Record<Mood, string[]> = {
  happy: ['grinning', 'beaming', 'laughing', 'smiling wide'],
  worried: ['biting a lip', 'frowning with worry', 'pale and wide-eyed', 'wincing'],
  fierce: ['eyes blazing', 'jaw set', 'fists clenched', 'glaring with fierce resolve'],
  sly: ['smirking', 'with a sly grin', 'rubbing hands together', 'with a wicked smile'],
  moved: ['teary-eyed', 'smiling through tears', 'with a soft smile', 'hand on heart'],
  shocked: ['jaw dropped', 'eyes popping', 'frozen in shock', 'mouth agape'],
  sleepy: ['yawning', 'half awake', 'bleary-eyed', 'with bed hair'],
  proud: ['chest puffed out', 'chin up', 'glowing with pride', 'standing tall'],
};

export const EFFECTS: Record<StyleKey, Record<Intensity, string[]>> = {
  manga: {
    action: [
      'speed lines everywhere',
      'focus lines burst from the centre',
      'speed lines streak behind',
      'the background dissolves into speed lines',
    ],
    emotion: [
      'soft screentone behind',
      'sparkles in the screentone',
      'a dark screentone shadow falls',
      'a single sweat drop',
    ],
    calm: ['light screentone', 'a quiet white background', 'gentle screentone shading'],
  },
  vintage: {
    action: [
      'bold motion lines',
      'a burst of red and yellow behind',
      'motion lines and flying stars',
      'a jagged starburst behind',
    ],
    emotion: ['a warm halftone glow', 'soft Ben-Day dots', 'a pink halftone blush', 'a dramatic blue shadow'],
    calm: ['cheerful four-colour halftone', 'warm cream and red tones', 'a sunny yellow palette'],
  },
};
