// The root router: one sub-router per domain. `AppRouter` is the type the client imports.
import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth';
import { comicsRouter } from './routers/comics';
import { coverRouter } from './routers/cover';
import { ideasRouter } from './routers/ideas';
import { jobsRouter } from './routers/jobs';
import { scriptsRouter } from './routers/scripts';
import { bookRouter } from './routers/book';
import { filesRouter } from './routers/files';
import { giftsRouter } from './routers/gifts';
import { ordersRouter } from './routers/orders';

export const appRouter = router({
  ideas: ideasRouter,
  cover: coverRouter,
  comics: comicsRouter,
  auth: authRouter,
  jobs: jobsRouter,
  scripts: scriptsRouter,
  book: bookRouter,
  files: filesRouter,
  gifts: giftsRouter,
  orders: ordersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
