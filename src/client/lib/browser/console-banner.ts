/** The one styled line printed to the browser console at start (the server prints its own banner). */
export function printConsoleBanner(appName: string, version: string): void {
  console.info(
    `%c🚌 ${appName} ${version}%c — open source bus service`,
    'background:#0b4f63;color:#fff;font-weight:700;padding:2px 6px;border-radius:4px',
    'color:inherit',
  );
}
