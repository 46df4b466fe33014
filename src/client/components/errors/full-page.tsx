import type { ReactNode } from 'react';
import { Logo } from '#client/components/ui/layout/logo.tsx';
import './full-page.css';

/** A page of its own, outside the app shell, for when the app cannot show a screen. */
export function FullPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="full-page">
      <header className="full-page__bar">
        <a href="/" className="full-page__home">
          <Logo />
        </a>
      </header>
      <main className="full-page__content">
        <title>{title}</title>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
