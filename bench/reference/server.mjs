// The bench's yardstick (bench/api.ts): what this machine serves with nothing of ours in the way. One bare
// Fastify JSON route and one bare tRPC query answering { ok: true } through the same adapter and versions
// as the app: no plugins, no hooks, no logging. Plain JavaScript run by plain node, as production runs the
// compiled server. Listens on a free loopback port and prints it as JSON on stdout ({"port":N}).
import Fastify from 'fastify';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';

const t = initTRPC.create();
const router = t.router({ ping: t.procedure.query(() => ({ ok: true })) });

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true }));
await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
await app.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
// The bench ends this process with a signal; closing first lets in-flight answers finish.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void app.close().then(() => process.exit(0)));
