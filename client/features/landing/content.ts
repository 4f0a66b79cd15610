// Static landing-page copy: steps, testimonials, occasions, FAQ (facts from spec sections 1 and 9).
import type { LucideIcon } from 'lucide-react';
import { Baby, Cake, Camera, Gem, Gift, MessageSquareText, Palette, Trophy, Truck } from 'lucide-react';

export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const STEPS: Step[] = [
  {
    icon: MessageSquareText,
    title: 'Answer a few questions',
    text: 'Tell us about the star: their job, their friends, their hobbies and their wildest dreams.',
  },
  {
    icon: Palette,
    title: 'Customize style, cover & theme',
    text: 'Pick manga or vintage style, choose one of three story ideas and upload a photo of the hero.',
  },
  {
    icon: Truck,
    title: 'Receive your printed copy',
    text: 'We print your personalized comic book and ship it to your door with free shipping.',
  },
];

export interface Testimonial {
  rating: number;
  title: string;
  content: string;
  author: string;
  timeAgo: string;
  initial: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    rating: 5,
    title: 'Best birthday gift ever!',
    content:
      'My husband laughed so hard he cried. Seeing himself as a superhero battling the office printer was priceless.',
    author: 'Sarah M.',
    timeAgo: '2 days ago',
    initial: 'S',
  },
  {
    rating: 5,
    title: 'Hilarious and so personal',
    content:
      'I answered a few questions about my best friend and the story nailed every one of her ' +
      'quirks. Great print quality too.',
    author: 'James T.',
    timeAgo: '1 week ago',
    initial: 'J',
  },
  {
    rating: 5,
    title: 'Made in two minutes flat',
    content:
      'Took me less time than ordering a pizza. The vintage style looks like a real 1950s comic. ' +
      'Everyone at the party wanted one.',
    author: 'Priya K.',
    timeAgo: '3 weeks ago',
    initial: 'P',
  },
];

export interface Occasion {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: string;
}

export const OCCASIONS: Occasion[] = [
  { icon: Cake, title: 'Birthdays', text: 'Make them the hero of their big day.', tone: 'bg-zap' },
  {
    icon: Gem,
    title: 'Proposals & Anniversaries',
    text: 'Your love story, told in bold panels.',
    tone: 'bg-[#ffc2c7]',
  },
  { icon: Trophy, title: 'Big Milestones', text: 'Graduations, retirements and new jobs.', tone: 'bg-[#bfe3ff]' },
  { icon: Gift, title: 'Holidays & Just Because', text: 'The gag gift nobody saw coming.', tone: 'bg-[#c8f0d9]' },
  {
    icon: Camera,
    title: 'Shared Memories',
    text: 'Inside jokes and old adventures, immortalized.',
    tone: 'bg-[#e6d4ff]',
  },
  { icon: Baby, title: 'Kids & Families', text: 'Little heroes and the whole family crew.', tone: 'bg-[#ffe0b8]' },
];

export const OCCASION_TAGS = [
  'Birthdays',
  'Proposals',
  'Anniversaries',
  'Weddings',
  'Graduations',
  'Retirement',
  'New Baby',
  'Best Friends',
  'Farewells',
  'Holidays',
  "Valentine's",
  'Just Because',
];

export interface Faq {
  id: string;
  question: string;
  answer: (supportEmail: string) => string;
}

export const FAQS: Faq[] = [
  {
    id: 'delivery',
    question: 'How long does delivery take?',
    answer: () => 'Standard delivery takes 7 to 10 business days. Expedited delivery takes 6 to 7 business days.',
  },
  {
    id: 'format',
    question: 'What size is the book?',
    answer: () => 'Every book is 6 by 9 inches and comes in paperback or hardcover, with over 200 pages.',
  },
  {
    id: 'ai',
    question: 'Who writes and draws the comic?',
    answer: () =>
      'The text and pages are AI-generated from your answers and the photo you upload, so every book is one of a kind.',
  },
  {
    id: 'support',
    question: 'How can I contact support?',
    answer: (email) => `Support by e-mail at ${email}. Tell us what you need and we will help you out.`,
  },
  {
    id: 'refund',
    question: 'What if I am not happy with my book?',
    answer: () =>
      'You are covered by our 30-day money-back guarantee. We send you a prepaid return label and give you a ' +
      'full refund once the returned book arrives.',
  },
  {
    id: 'usage',
    question: 'Can I use the comic for commercial purposes?',
    answer: () =>
      'No. Our books are for entertainment and gag gifts only. They are not meant for commercial use or as a ' +
      'source of factual information.',
  },
];
