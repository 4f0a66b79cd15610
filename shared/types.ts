// Shapes of procedure outputs, shared so the client can name them without importing server code.
import type { HeroAid } from './heroAids';
import type { Idea } from './schemas';

export type IdeaSource = 'ai' | 'local';

export interface GeneratedIdeas {
  ideas: Idea[];
  source: IdeaSource;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
}

export interface ComicListItem {
  id: string;
  title: string;
  author: string;
  type: string;
  /** The book's language code (shared/languages.ts). */
  language: string;
  /** The owner set this (manga) book to read right to left; see bookReadsRightToLeft. */
  rightToLeft: boolean;
  comicFrontPageUrl: string | null;
  mainCharacterPhoto: string | null;
  createdAt: string;
  /** Live gift links (comics.list only). */
  liveGifts?: number;
}

export interface ComicDetail extends ComicListItem {
  ideas: { id: string; title: string; description: string }[];
  /** `aids`: what they live with, ticked on their card (the hero's are the comic's, on the photo step). */
  characters: { id: string; fullName: string; nickname: string; portraitImageUrl: string | null; aids: HeroAid[] }[];
  pages: { id: string; pageNumber: number; title: string; description: string }[];
  answers: { id: string; questionId: string; question: string; hint: string; answer: string }[];
}

/** Which sign-in GET /api/app-info offers: Google, the local e-mail sign-in of a self-deployer, or none. */
export type SignInMode = 'google' | 'local' | 'off';

export interface AppInfo {
  signIn: SignInMode;
  supportEmail: string;
  /** The book languages this installation writes: the built-in ones, and all of them with Claude. */
  bookLanguages: string[];
  /** E-mail goes out (SMTP_URL is set): a gift link can be e-mailed to the person it is for when it opens. */
  sendsEmail: boolean;
}
