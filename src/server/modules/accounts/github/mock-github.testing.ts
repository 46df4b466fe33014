/**
 * A stand-in for GitHub's OAuth 2.0 endpoints and user API, so github.test.ts and the e2e journey
 * (which runs it as its own process, playwright.config.ts) use the real redirect-and-popup flow
 * without the internet. The authorize page asks the person to click, like GitHub does, so a test
 * can also close the popup before authorising. Beside the code it stands in for, as src never
 * imports from e2e.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const TOKEN = 'mock-github-access-token';
export const MOCK_GITHUB_USER = {
  id: 4242,
  login: 'octo-rider',
  name: 'Octo Rider',
  email: 'octo.rider@example.com',
};

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

function authorizePage(url: URL): string {
  const redirect = new URL(url.searchParams.get('redirect_uri') ?? 'about:blank');
  redirect.searchParams.set('code', 'mock-code');
  redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
  const href = redirect.toString().replace(/"/g, '&quot;');
  return `<!doctype html><title>Authorize Busway</title><h1>Authorize Busway</h1>
<p>Busway would like to read your GitHub profile and e-mail address.</p>
<a href="${href}" role="button">Authorize Busway</a>`;
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const authorised = req.headers.authorization === `Bearer ${TOKEN}`;
  switch (`${req.method} ${url.pathname}`) {
    case 'GET /health':
      return send(res, 200, 'text/plain', 'ok');
    case 'GET /login/oauth/authorize':
      return send(res, 200, 'text/html', authorizePage(url));
    case 'POST /login/oauth/access_token':
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({
          access_token: TOKEN,
          token_type: 'bearer',
          scope: 'read:user,user:email',
        }),
      );
    case 'GET /user':
      if (!authorised) return send(res, 401, 'application/json', '{"message":"Bad credentials"}');
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({ ...MOCK_GITHUB_USER, email: null, avatar_url: null }),
      );
    case 'GET /user/emails':
      if (!authorised) return send(res, 401, 'application/json', '{"message":"Bad credentials"}');
      return send(
        res,
        200,
        'application/json',
        JSON.stringify([{ email: MOCK_GITHUB_USER.email, primary: true, verified: true }]),
      );
    default:
      return send(res, 404, 'application/json', '{"message":"Not Found"}');
  }
}

/** Starts the mock on a port (0: any free one) and resolves with its base URL. */
export function startMockGitHub(port: number): Promise<{ url: string; server: Server }> {
  const server = createServer(handle);
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ url: `http://127.0.0.1:${actual}`, server });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startMockGitHub(Number(process.env.MOCK_GITHUB_PORT ?? 4311));
  console.log(`mock GitHub on ${url}`);
}
