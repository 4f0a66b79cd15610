// Every route of spec section 2; the final path-less route is the not-found page. The landing page ships
// in the main bundle; the other screens load on first visit, keeping the first paint small.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from './components/ui/Spinner';
import LandingPage from './pages/LandingPage';

const CreatePage = lazy(() => import('./pages/CreatePage'));
const AuthorPage = lazy(() => import('./pages/AuthorPage'));
const QuestionsPage = lazy(() => import('./pages/QuestionsPage'));
const IdeasPage = lazy(() => import('./pages/IdeasPage'));
const CharacterUploadPage = lazy(() => import('./pages/CharacterUploadPage'));
const GeneratePage = lazy(() => import('./pages/GeneratePage'));
const MyOrdersPage = lazy(() => import('./pages/MyOrdersPage'));
const ComicDetailPage = lazy(() => import('./pages/ComicDetailPage'));
const ReaderPage = lazy(() => import('./pages/ReaderPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export function Routes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/create" component={CreatePage} />
        <Route path="/author" component={AuthorPage} />
        <Route path="/questions" component={QuestionsPage} />
        <Route path="/ideas" component={IdeasPage} />
        <Route path="/character-upload" component={CharacterUploadPage} />
        <Route path="/generate" component={GeneratePage} />
        <Route path="/my-orders" component={MyOrdersPage} />
        <Route path="/comics-edit/:comicId" component={ComicDetailPage} />
        <Route path="/comics/:comicId/read" component={ReaderPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

function PageLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status" aria-label="Loading page">
      <Spinner className="size-10" />
    </div>
  );
}
