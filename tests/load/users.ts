// The simulated users of the load test: signed-in savers and deleters, idea visitors and cover visitors
// from many addresses, and the burst of anonymous covers. Savers and deleters keep a ledger of what the
// server acknowledged, which the check after the restart compares with what is really stored.
import { performance } from 'node:perf_hooks';
import { Client, type Answer } from './client';
import type { Recorder } from './stats';

export interface Ledger {
  /** Saves answered 200 with an id: comic id -> owner e-mail and when it was acknowledged. */
  saved: Map<string, { email: string; at: number }>;
  /** Deletes answered 200: these comics must be gone. */
  deleted: Map<string, { email: string; at: number }>;
  /** Deletes that got no answer at all: the comic may or may not exist, so it is not checked. */
  deleteUnknown: Set<string>;
  /** A comic re-read right after its acknowledged save that was not found (should never happen). */
  rereadMisses: string[];
}

export interface World {
  base: string;
  rec: Recorder;
  photos: Buffer[];
  ledger: Ledger;
  /** Idea and cover visitors stop when this is set; savers and deleters keep going. */
  stopVisitors: boolean;
  /** Savers and deleters stop when this is set (the server process has exited). */
  stopWriters: boolean;
}

export const newLedger = (): Ledger => ({
  saved: new Map(),
  deleted: new Map(),
  deleteUnknown: new Set(),
  rereadMisses: [],
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const TYPES = ['black-and-white-manga', '30s-50s-style'] as const;
let comicNumber = 0;

export function makeDraft(author: string, photo?: string) {
  const n = ++comicNumber;
  return {
    type: TYPES[n % 2],
    author,
    answers: [
      {
        id: 'job',
        question: `What is ${author}'s job?`,
        hint: '',
        answer: pick(['lighthouse keeper', 'singing dentist', 'night baker']),
      },
    ],
    characters: [],
    idea: {
      id: `idea-${n}`,
      title: `${author} and the Case of Load #${n}`,
      description: 'A hero saves the day before the server does.',
    },
    ...(photo ? { mainCharacterPhoto: photo } : {}),
  };
}

/** A client that must succeed before the load starts: fails the run loudly otherwise. */
function must<T>(answer: Answer<T>, what: string): T {
  if (answer.status === 'ERR' || answer.status >= 400)
    throw new Error(`${what} failed: ${answer.status} ${answer.message ?? ''}`);
  return answer.data as T;
}

export interface SignedInUser {
  email: string;
  client: Client;
  photo: string;
}

/** Signs a user in (same e-mail -> same account) and uploads their photo. */
export async function signedInUser(world: World, email: string): Promise<SignedInUser> {
  const client = new Client(world.base, world.rec);
  const signIn = await client.signIn(email);
  if (signIn.status !== 303 || !client.hasCookie('cba_session'))
    throw new Error(`sign-in of ${email} failed: ${signIn.status}`);
  const photo = must(await client.upload(pick(world.photos)), `upload by ${email}`).url;
  return { email, client, photo };
}

/** An anonymous visitor at an address who has uploaded a photo (and so has a visitor cookie). */
export async function photoVisitor(world: World, address: string): Promise<{ client: Client; photo: string }> {
  const client = new Client(world.base, world.rec, address);
  const photo = must(await client.upload(pick(world.photos)), `upload from ${address}`).url;
  return { client, photo };
}

/** While the server answers 503 "restarting" or not at all, a writer waits a moment before the next try. */
const pauseAfter = (answer: Answer) => (answer.status === 'ERR' || answer.status === 503 ? sleep(10) : undefined);

async function save(world: World, user: SignedInUser, label = 'comics.save'): Promise<Answer<{ id: string }>> {
  const answer = await user.client.mutation<{ id: string }>(
    'comics.save',
    { draft: makeDraft(user.email.split('@')[0], user.photo) },
    label,
  );
  if (answer.status === 200 && answer.data?.id)
    world.ledger.saved.set(answer.data.id, { email: user.email, at: answer.at });
  return answer;
}

/** Saves comics in a loop; now and then re-reads the one just saved, or lists the library. */
export async function saverLoop(world: World, user: SignedInUser) {
  while (!world.stopWriters) {
    const answer = await save(world, user);
    await pauseAfter(answer);
    const id = answer.status === 200 ? answer.data?.id : undefined;
    if (id && Math.random() < 0.25 && !world.stopWriters) {
      const read = await user.client.query<{ id: string }>('comics.byId', { id });
      if (read.status === 404 || (read.status === 200 && read.data?.id !== id)) world.ledger.rereadMisses.push(id);
    } else if (Math.random() < 0.02 && !world.stopWriters) {
      await user.client.query('comics.list');
    }
  }
}

/** Saves a keeper comic (so the photo stays referenced), then saves and deletes its own comics. */
export async function deleterLoop(world: World, user: SignedInUser) {
  const mine: string[] = [];
  must(await save(world, user), `keeper save by ${user.email}`);
  while (!world.stopWriters) {
    const saved = await save(world, user);
    if (saved.status === 200 && saved.data?.id) mine.push(saved.data.id);
    await pauseAfter(saved);
    if (mine.length > 0 && Math.random() < 0.6 && !world.stopWriters) {
      const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0];
      const answer = await user.client.mutation<{ id: string }>('comics.delete', { id });
      if (answer.status === 200) world.ledger.deleted.set(id, { email: user.email, at: answer.at });
      else if (answer.status === 'ERR') world.ledger.deleteUnknown.add(id);
      // Any other answer (503 restarting, 503 busy) means the delete did not happen: the comic must stay.
      await pauseAfter(answer);
    }
  }
}

/** Asks for story ideas in a loop, each time from another of its addresses. */
export async function ideaVisitorLoop(world: World, addresses: string[]) {
  const client = new Client(world.base, world.rec);
  for (let i = 0; !world.stopVisitors; i++) {
    client.address = addresses[i % addresses.length];
    await client.mutation('ideas.generate', {
      author: pick(['Kofi', 'Maria', 'Ada', 'Lin']),
      type: TYPES[i % 2],
      answers: [{ id: 'job', answer: pick(['dentist who sings', 'lighthouse keeper', 'retired astronaut']) }],
    });
  }
}

/** Generates covers in a loop; a 503 "busy" is a valid answer under load (then it waits a little). */
export async function coverVisitorLoop(world: World, visitor: { client: Client; photo: string }) {
  while (!world.stopVisitors) {
    const answer = await visitor.client.mutation('cover.generate', { draft: makeDraft('Visitor', visitor.photo) });
    if (answer.status === 503) await sleep(100);
  }
}

export interface BurstResult {
  answers: Answer[];
  started: number;
  ended: number;
}

/** 100 (or however many visitors) cover.generate calls at the same instant, each from its own address. */
export async function coverBurst(visitors: { client: Client; photo: string }[]): Promise<BurstResult> {
  const started = performance.now();
  const answers = await Promise.all(
    visitors.map((v) =>
      v.client.mutation('cover.generate', { draft: makeDraft('Burst', v.photo) }, 'cover.generate [burst]'),
    ),
  );
  return { answers, started, ended: performance.now() };
}

/** GET /healthz every `everyMs` until `done()`; labelled so the burst's probes stand apart. */
export async function healthProbe(world: World, label: string, everyMs: number, done: () => boolean) {
  const client = new Client(world.base, world.rec);
  while (!done()) {
    await client.get('/healthz', label);
    await sleep(everyMs);
  }
}
