// The client part of `npm run bench` (alone: npx tsx bench/client.ts, which starts a production server):
// what the landing page costs to load and how fast pages paint.
// 1. The landing page's initial JavaScript and CSS, gzipped, from the built files: the entry script of
//    dist/client/index.html and every chunk it imports statically (the modulepreload set), CSS apart.
// 2. LCP and bytes transferred for / and /generate in headless Chromium on loopback, no throttling, a fresh
//    context (cold cache) per run. /generate gets a draft that reached an idea, so the result page itself
//    is measured rather than its redirect to /ideas.
// 3. Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU), performance category, for / and
//    /create: score and CLS, with LCP and TBT in the figure.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { benchOptions, fmt, isMain, median, printRows, type BenchOptions, type BenchRow } from './table';

const CLIENT_DIST = fileURLToPath(new URL('../dist/client', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const BUDGET = { landingJs: 100 * 1024, lcpMs: 1000, score: 0.95, cls: 0.05 };

/** The /generate page needs a draft that reached an idea (without a photo no cover is painted). */
const GENERATE_DRAFT = {
  type: '30s-50s-style',
  author: 'Alex Johnson',
  answers: [
    {
      id: 'job',
      question: "What is Alex Johnson's job?",
      hint: 'Be specific and include funny details',
      answer: 'Accountant',
    },
  ],
  characters: [],
  idea: {
    id: 'idea-bench-1',
    title: 'The Great Office Heist',
    description: 'Alex Johnson must rescue the last coffee machine in town.',
  },
};

export async function benchClient(opts: BenchOptions, baseUrl: string): Promise<BenchRow[]> {
  const rows = landingBundleRows();
  rows.push(...(await paintRows(opts, baseUrl)));
  rows.push(...(await lighthouseRows(opts, baseUrl)));
  return rows;
}

// ---- 1. Initial bundle ----

function landingBundleRows(): BenchRow[] {
  const { js, css, inlineCss } = landingInitialFiles();
  const gz = (file: string) => gzipSync(readFileSync(path.join(CLIENT_DIST, file)), { level: 9 }).length;
  const jsBytes = js.reduce((sum, file) => sum + gz(file), 0);
  const cssBytes =
    css.reduce((sum, file) => sum + gz(file), 0) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0);
  const cssWhere = [
    css.length ? `${css.length} file${css.length === 1 ? '' : 's'}` : '',
    inlineCss ? 'inline in the HTML' : '',
  ]
    .filter(Boolean)
    .join(' + ');
  return [
    {
      section: 'Client',
      name: 'landing initial JS (gzip)',
      figure: `${fmt.kb(jsBytes)} in ${js.length} files`,
      ratio: fmt.pct(jsBytes / BUDGET.landingJs),
      budget: '≤ 100 KB',
      met: jsBytes <= BUDGET.landingJs,
    },
    { section: 'Client', name: 'landing initial CSS (gzip)', figure: `${fmt.kb(cssBytes)} (${cssWhere || 'none'})` },
  ];
}

/** The entry script, the chunks it imports statically (transitively), and the stylesheets of index.html. */
export function landingInitialFiles(): { js: string[]; css: string[]; inlineCss: string } {
  const html = readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = tags.filter((t) => t.startsWith('<script') && /type="module"/.test(t)).map((t) => attr(t, 'src'));
  const preloads = tags.filter((t) => /rel="modulepreload"/.test(t)).map((t) => attr(t, 'href'));
  const css = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => attr(t, 'href'));
  const local = (url: string | undefined): url is string => Boolean(url?.startsWith('/'));

  // Follow static imports too: the modulepreload links should list them all, but the files decide.
  const js = new Set<string>();
  const visit = (url: string) => {
    if (js.has(url)) return;
    js.add(url);
    const code = readFileSync(path.join(CLIENT_DIST, url), 'utf8');
    // `from"./x.js"` and `import"./x.js"` are static; `import("./x.js")` is dynamic and not followed.
    for (const match of code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), match[1]));
    }
  };
  [...scripts, ...preloads].filter(local).forEach(visit);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return { js: [...js], css: css.filter(local), inlineCss };
}

// ---- 2. LCP and transfer in Chromium ----

interface PaintSample {
  lcp: number;
  bytes: number;
}

async function paintRows(opts: BenchOptions, baseUrl: string): Promise<BenchRow[]> {
  const runs = opts.tiny ? 1 : 5;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const rows: BenchRow[] = [];
    for (const [route, draft] of [
      ['/', null],
      ['/generate', GENERATE_DRAFT],
    ] as const) {
      const samples: PaintSample[] = [];
      for (let i = 0; i < runs; i++)
        samples.push(
          await paintOnce(browser, baseUrl + route, draft).catch(() => paintOnce(browser, baseUrl + route, draft)),
        );
      const lcp = median(samples.map((s) => s.lcp));
      const bytes = median(samples.map((s) => s.bytes));
      rows.push({
        section: 'Client',
        name: `LCP ${route} (loopback, median of ${runs})`,
        figure: `${fmt.ms(lcp)} · ${fmt.kb(bytes)} transferred`,
        ratio: fmt.times(lcp / BUDGET.lcpMs),
        budget: '≤ 1 s',
        met: lcp <= BUDGET.lcpMs,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** One cold load: a fresh context, LCP from the page's own observer, bytes from the network events (a run
 * that records no LCP, as a starved browser occasionally does, is run again once). */
async function paintOnce(browser: Browser, url: string, draft: object | null): Promise<PaintSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      (seed) => {
        if (seed) localStorage.setItem('bookBuilder', seed);
        const w = window as unknown as { __lcp: number };
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      },
      draft ? JSON.stringify(draft) : null,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    // Lazy chunks, fonts and the first API answers arrive after `load`; LCP is final once they have.
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    if (!lcp) throw new Error(`no largest-contentful-paint entry for ${url}`);
    return { lcp, bytes };
  } finally {
    await context.close();
  }
}

// ---- 3. Lighthouse ----

interface LighthouseSample {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
}

async function lighthouseRows(opts: BenchOptions, baseUrl: string): Promise<BenchRow[]> {
  const runs = opts.tiny ? 1 : 3;
  const routes = opts.tiny ? ['/'] : ['/', '/create'];
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-lighthouse-'));
  const chrome = await launch({ chromePath: CHROMIUM, userDataDir, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const rows: BenchRow[] = [];
    for (const route of routes) {
      const samples: LighthouseSample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await lighthouseOnce(lighthouse, chrome.port, baseUrl + route));
      const m = (key: keyof LighthouseSample) => median(samples.map((s) => s[key]));
      const [score, cls] = [m('score'), m('cls')];
      rows.push({
        section: 'Client',
        name: `Lighthouse ${route} (mobile, median of ${runs})`,
        figure: `score ${score.toFixed(2)} · CLS ${cls.toFixed(3)} · LCP ${fmt.ms(m('lcp'))} · TBT ${fmt.ms(m('tbt'))}`,
        budget: 'score ≥ 0.95, CLS ≤ 0.05',
        met: score >= BUDGET.score && cls <= BUDGET.cls,
      });
    }
    return rows;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

type Lighthouse = typeof import('lighthouse')['default'];

/** One run, mobile defaults (Lighthouse clears the origin's cache and storage first); a failed run is retried once. */
async function lighthouseOnce(
  lighthouse: Lighthouse,
  port: number,
  url: string,
  attempt = 1,
): Promise<LighthouseSample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  const score = lhr?.categories.performance.score;
  if (!lhr || lhr.runtimeError || score === null || score === undefined) {
    const reason = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no score';
    if (attempt < 2) return lighthouseOnce(lighthouse, port, url, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${reason}`);
  }
  const value = (id: string) => lhr.audits[id].numericValue ?? NaN;
  return {
    score,
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
  };
}

// ---- Alone: against a production server of its own (or a running one: --base-url=http://...) ----

if (isMain(import.meta.url)) {
  const given = process.argv.find((arg) => arg.startsWith('--base-url='))?.slice('--base-url='.length);
  if (given) {
    printRows(await benchClient(benchOptions(), given));
  } else {
    const { startServer } = await import('../tests/load/server');
    const { freePort } = await import('../tests/helpers/freePort');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-bench-client-'));
    const server = await startServer(
      { HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
      await freePort(),
    );
    try {
      printRows(await benchClient(benchOptions(), server.base));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
