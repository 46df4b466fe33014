import { useState } from 'react';
import './user-avatar.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A round photo, or the person's initials when there is none — or when the photo does not load
 * (removed, or blocked). Decorative: the name is shown beside it.
 */
export function UserAvatar({
  name,
  image,
  size = 'small',
}: {
  name: string;
  image: string | null;
  size?: 'small' | 'large';
}) {
  // Remembers which image failed, so a new image is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = image !== null && image !== '' && image !== failed;
  return (
    <span className={`user-avatar user-avatar--${size}`} aria-hidden="true">
      {showImage ? <img src={image} alt="" onError={() => setFailed(image)} /> : initials(name)}
    </span>
  );
}
