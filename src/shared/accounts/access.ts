/** Who may call an API route. Every route declares one; a route without a declaration is refused. */
export const ACCESS_LEVELS = ['public', 'signed-in', 'conductor', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export const ROLES = ['passenger', 'conductor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Whether a signed-in user with `role` may use a route declared `access`. */
export function roleAllows(access: Access, role: Role | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return role !== null;
    case 'conductor':
      return role === 'conductor' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}
