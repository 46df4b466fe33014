import { SANDBOX_TEST_CARDS } from '#shared/booking/card-checks.ts';

/** The sandbox's test cards, folded away: any expiry in the future and any 3 digits work. */
export function TestCards() {
  return (
    <details className="test-cards">
      <summary>Test cards</summary>
      <p>No money moves here. Use any future expiry date, any 3-digit code and any name.</p>
      <ul>
        {SANDBOX_TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code> — {card.what}
          </li>
        ))}
      </ul>
    </details>
  );
}
