/**
 * Layout and routes of the console. The root carries `data-app-state="ready"` once mounted so tests
 * (and the Electron smoke test) wait on a signal, not on time.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, clientFor, initialApiKey, rememberApiKey } from './api';
import { href, useRoute } from './router';
import { useTheme } from './theme';
import { SignIn } from './features/signin/SignIn';
import { HistoryPage } from './features/history/HistoryPage';
import { ExtractionDetail } from './features/history/ExtractionDetail';
import { PlaygroundPage } from './features/playground/PlaygroundPage';
import { TasksPage } from './features/tasks/TasksPage';
import { UsagePage } from './features/usage/UsagePage';
import { FreeTierBanner } from './features/usage/FreeTierBanner';
import { KeysPage } from './features/keys/KeysPage';
import { DeviceSessionPage } from './features/devices/DeviceSessionPage';
import { DevicesPage } from './features/devices/DevicesPage';
import { TranscriptsPage } from './features/transcripts/TranscriptsPage';
import { AuthPage } from './features/auth/AuthPage';
import { TracePage } from './features/auth/TracePage';
import { MonitorsPage } from './features/monitors/MonitorsPage';
import { MonitorDetail } from './features/monitors/MonitorDetail';
import { CrawlsPage } from './features/crawls/CrawlsPage';
import { CrawlDetail } from './features/crawls/CrawlDetail';
import { RecipeDetail } from './features/recipes/RecipeDetail';
import { RecipesPage } from './features/recipes/RecipesPage';
import { TranscriptSession } from './features/transcripts/TranscriptSession';

const NAV: { path: string; label: string }[] = [
  { path: 'history', label: 'History' },
  { path: 'playground', label: 'Playground' },
  { path: 'tasks', label: 'Tasks & batches' },
  { path: 'monitors', label: 'Monitors' },
  { path: 'crawls', label: 'Crawls' },
  { path: 'recipes', label: 'Recipes' },
  { path: 'usage', label: 'Usage' },
  { path: 'auth', label: 'Logins' },
  { path: 'keys', label: 'Keys' },
  { path: 'devices', label: 'Devices' },
  { path: 'transcripts', label: 'Transcripts' },
];

function Page({ segments, query }: ReturnType<typeof useRoute>): ReactNode {
  const [area, id, sub] = segments;
  switch (area) {
    case 'auth':
      return id === 'traces' && sub ? <TracePage id={sub} /> : <AuthPage />;
    case 'history':
      return id ? <ExtractionDetail id={id} /> : <HistoryPage query={query} />;
    case 'playground':
      return <PlaygroundPage />;
    case 'tasks':
      return <TasksPage />;
    case 'monitors':
      return id ? <MonitorDetail id={id} /> : <MonitorsPage />;
    case 'crawls':
      return id ? <CrawlDetail id={id} /> : <CrawlsPage />;
    case 'recipes':
      return id ? <RecipeDetail id={id} /> : <RecipesPage />;
    case 'usage':
      return <UsagePage />;
    case 'keys':
      return <KeysPage />;
    case 'devices':
      return id ? <DeviceSessionPage sessionId={id} /> : <DevicesPage />;
    case 'transcripts':
      return id ? <TranscriptSession captureId={id} /> : <TranscriptsPage query={query} />;
    default:
      return (
        <section>
          <h1>Page not found</h1>
          <p>
            There is no console page at <code>{window.location.hash}</code>. <a href={href('/history')}>Go to history</a>.
          </p>
        </section>
      );
  }
}

/** The console. */
export function App() {
  const [apiKey, setApiKey] = useState(initialApiKey);
  const [theme, toggleTheme] = useTheme();
  const [mounted, setMounted] = useState(false);
  const route = useRoute();
  useEffect(() => setMounted(true), []);

  const signOut = useCallback(() => {
    rememberApiKey(null);
    setApiKey(null);
  }, []);
  const session = useMemo(() => (apiKey ? { client: clientFor(apiKey), signOut } : null), [apiKey, signOut]);
  const signIn = (key: string) => {
    rememberApiKey(key);
    setApiKey(key);
  };
  const themeButton = (
    <button type="button" className="small" onClick={toggleTheme} aria-label={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}>
      {theme === 'dark' ? '☀ Light' : '☾ Dark'}
    </button>
  );

  return (
    <div className="app" data-app-state={mounted ? 'ready' : 'loading'}>
      {!session ? (
        <SignIn onSignedIn={signIn} themeButton={themeButton} />
      ) : (
        <SessionContext.Provider value={session}>
          <nav className="sidebar" aria-label="Console">
            <div className="sidebar-inner">
              <div className="brand">Pluck</div>
              <ul>
                {NAV.map((n) => (
                  <li key={n.path}>
                    <a href={href(`/${n.path}`)} aria-current={route.segments[0] === n.path ? 'page' : undefined}>
                      {n.label}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="sidebar-foot">
                {themeButton}
                <button type="button" className="small" onClick={signOut}>
                  Sign out
                </button>
              </div>
            </div>
          </nav>
          <main className="content">
            <FreeTierBanner page={route.segments[0]} />
            <Page {...route} />
          </main>
        </SessionContext.Provider>
      )}
    </div>
  );
}
