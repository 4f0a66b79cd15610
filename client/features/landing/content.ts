// Static landing-page copy: steps, testimonials, occasions, FAQ (facts from spec sections 1 and 9). The words
// are messages (messages/landing/*.json, the English as the spec has it). Each list is a function called while
// rendering, never a constant: the page is rendered once per language at build time, and a list built when
// this module loads would keep the first language's words.
import type { LucideIcon } from 'lucide-react';
import { Baby, Cake, Camera, Gem, Gift, MessageSquareText, Palette, Trophy, Truck } from 'lucide-react';
import { m, siteLocale } from '../../lib/i18n';

/** The headline figures, written the page language's way (250,000 / 250.000 / 250 000). */
export function figures() {
  const number = new Intl.NumberFormat(siteLocale());
  return {
    comicsPrinted: number.format(250_000),
    /** For the closing stats: 250K, 250 mil, 250 k. */
    comicsCreatedShort: new Intl.NumberFormat(siteLocale(), { notation: 'compact' }).format(250_000),
    reviews: number.format(1_835),
    score: number.format(4.8),
  };
}

export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function steps(): Step[] {
  return [
    { icon: MessageSquareText, title: m.landing_step_answer_title(), text: m.landing_step_answer_text() },
    { icon: Palette, title: m.landing_step_customize_title(), text: m.landing_step_customize_text() },
    { icon: Truck, title: m.landing_step_receive_title(), text: m.landing_step_receive_text() },
  ];
}

export interface Testimonial {
  rating: number;
  title: string;
  content: string;
  /** The customer's name, the same in every language. */
  author: string;
  timeAgo: string;
  initial: string;
}

export function testimonials(): Testimonial[] {
  // "2 days ago", "vor 2 Tagen", "il y a 2 jours": the language's own way of saying how long ago.
  const time = new Intl.RelativeTimeFormat(siteLocale());
  return [
    {
      rating: 5,
      title: m.landing_review_birthday_title(),
      content: m.landing_review_birthday_text(),
      author: 'Sarah M.',
      timeAgo: time.format(-2, 'day'),
      initial: 'S',
    },
    {
      rating: 5,
      title: m.landing_review_personal_title(),
      content: m.landing_review_personal_text(),
      author: 'James T.',
      timeAgo: time.format(-1, 'week'),
      initial: 'J',
    },
    {
      rating: 5,
      title: m.landing_review_quick_title(),
      content: m.landing_review_quick_text(),
      author: 'Priya K.',
      timeAgo: time.format(-3, 'week'),
      initial: 'P',
    },
  ];
}

export interface Occasion {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  tone: string;
}

export function occasions(): Occasion[] {
  return [
    {
      id: 'birthdays',
      icon: Cake,
      title: m.landing_occasion_birthdays_title(),
      text: m.landing_occasion_birthdays_text(),
      tone: 'bg-zap',
    },
    {
      id: 'love',
      icon: Gem,
      title: m.landing_occasion_love_title(),
      text: m.landing_occasion_love_text(),
      tone: 'bg-[#ffc2c7]',
    },
    {
      id: 'milestones',
      icon: Trophy,
      title: m.landing_occasion_milestones_title(),
      text: m.landing_occasion_milestones_text(),
      tone: 'bg-[#bfe3ff]',
    },
    {
      id: 'holidays',
      icon: Gift,
      title: m.landing_occasion_holidays_title(),
      text: m.landing_occasion_holidays_text(),
      tone: 'bg-[#c8f0d9]',
    },
    {
      id: 'memories',
      icon: Camera,
      title: m.landing_occasion_memories_title(),
      text: m.landing_occasion_memories_text(),
      tone: 'bg-[#e6d4ff]',
    },
    {
      id: 'family',
      icon: Baby,
      title: m.landing_occasion_family_title(),
      text: m.landing_occasion_family_text(),
      tone: 'bg-[#ffe0b8]',
    },
  ];
}

/** The twelve occasion tags, by id: their words differ by language, their ids do not (the list's keys). */
const OCCASION_TAGS = {
  birthdays: m.landing_tag_birthdays,
  proposals: m.landing_tag_proposals,
  anniversaries: m.landing_tag_anniversaries,
  weddings: m.landing_tag_weddings,
  graduations: m.landing_tag_graduations,
  retirement: m.landing_tag_retirement,
  newBaby: m.landing_tag_new_baby,
  bestFriends: m.landing_tag_best_friends,
  farewells: m.landing_tag_farewells,
  holidays: m.landing_tag_holidays,
  valentines: m.landing_tag_valentines,
  justBecause: m.landing_tag_just_because,
};

export function occasionTags(): { id: string; label: string }[] {
  return Object.entries(OCCASION_TAGS).map(([id, label]) => ({ id, label: label() }));
}

export interface Faq {
  id: string;
  question: string;
  answer: (supportEmail: string) => string;
}

export function faqs(): Faq[] {
  return [
    { id: 'delivery', question: m.landing_faq_delivery_question(), answer: () => m.landing_faq_delivery_answer() },
    { id: 'format', question: m.landing_faq_format_question(), answer: () => m.landing_faq_format_answer() },
    { id: 'ai', question: m.landing_faq_ai_question(), answer: () => m.landing_faq_ai_answer() },
    {
      id: 'support',
      question: m.landing_faq_support_question(),
      answer: (email) => m.landing_faq_support_answer({ email }),
    },
    { id: 'refund', question: m.landing_faq_refund_question(), answer: () => m.landing_faq_refund_answer() },
    { id: 'usage', question: m.landing_faq_usage_question(), answer: () => m.landing_faq_usage_answer() },
  ];
}
