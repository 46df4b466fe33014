import { useConfig } from '#client/lib/api/public-config.ts';
import './demo-accounts.css';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** "Try the demo": the seeded accounts, when the server runs with demo data; a button fills the form. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { data } = useConfig();
  const accounts = data?.demoAccounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <aside className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        Try the demo
      </h2>
      <p className="demo-accounts__lead">Sign in with a demo account to look around.</p>
      <ul className="demo-accounts__list">
        {accounts.map((account) => (
          <li key={account.email}>
            <button type="button" className="demo-accounts__button" onClick={() => onPick(account)}>
              <span className="demo-accounts__role">Use the {account.role} account</span>
              <span className="demo-accounts__email">{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
