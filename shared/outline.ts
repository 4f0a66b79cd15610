// The fixed five-page outline created with every saved comic and shown on the result screen (spec section 9).
export interface OutlinePage {
  pageNumber: number;
  title: string;
  description: string;
}

export const DEFAULT_OUTLINE: ReadonlyArray<OutlinePage> = [
  { pageNumber: 1, title: 'Opening Scene', description: 'Introduction to the main character and setting' },
  { pageNumber: 2, title: 'The Inciting Incident', description: 'Something unexpected kicks off the adventure' },
  { pageNumber: 3, title: 'Rising Action', description: 'Challenges and obstacles' },
  { pageNumber: 4, title: 'The Climax', description: 'Most exciting moment' },
  { pageNumber: 5, title: 'Resolution', description: 'How the story concludes and what the character learned' },
];
