// The route table inside the app shell; anything else goes to /404. Declarative routing
// (BrowserRouter) rather than createBrowserRouter: the data router adds ~16 KB gzip to the first
// bundle and nothing here uses loaders or actions. A feature needing useBlocker would revisit this.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { RouteGate } from './RouteGate';
import { ROUTES } from './routes';

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppRoot />}>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />
          ))}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
