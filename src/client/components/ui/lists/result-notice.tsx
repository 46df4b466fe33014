import { Notice } from '../feedback/notice.tsx';
import './data-list.css';

export interface Result {
  tone: 'success' | 'error';
  text: string;
}

/**
 * What an action on a list last did. The live region is there from the start, so a screen reader
 * hears the notice when it appears; it takes no room while it is empty.
 */
export function ResultNotice({ result }: { result: Result | null | undefined }) {
  return (
    <div aria-live="polite" className="list-result">
      {result && (
        <Notice tone={result.tone} live={false}>
          {result.text}
        </Notice>
      )}
    </div>
  );
}
