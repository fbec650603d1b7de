// OAuth 2.0 authorization server (oidc-provider) + bearer-token proxy in front
// of a Radicale CalDAV server, for Kairos's OAuth sync tests. See README.md.
//
//   OIDC_MODULES=/path/to/node_modules UPSTREAM_URL=http://127.0.0.1:5232/ \
//   UPSTREAM_USER=u UPSTREAM_PASSWORD=p [ACCESS_TTL=3600] [ROTATE_REFRESH=1] \
//   [ID_TOKEN_EMAIL=1] node provider.mjs
//
// Prints one JSON line {"issuer": ..., "proxy": ...} on stdout once both
// servers listen; everything else goes to stderr. Listens on 127.0.0.1 only.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';

// oidc-provider prints notices with console.info: keep stdout for our one line.
console.info = console.log = (...args) => console.error(...args);

function env(name, fallback) {
  const value = process.env[name] ?? fallback;
  if (value === undefined) {
    console.error(`provider.mjs: ${name} must be set`);
    process.exit(2);
  }
  return value;
}

const MODULES = path.resolve(env('OIDC_MODULES'));
const UPSTREAM = new URL(env('UPSTREAM_URL'));
const UPSTREAM_AUTH = 'Basic ' + Buffer.from(
  `${env('UPSTREAM_USER')}:${env('UPSTREAM_PASSWORD')}`,
).toString('base64');
const ACCESS_TTL = Number(env('ACCESS_TTL', '3600'));
const ROTATE_REFRESH = env('ROTATE_REFRESH', '1') !== '0';
// Whether ID tokens carry the e-mail address (else only userinfo does, as
// oidc-provider's default for the code flow has it).
const ID_TOKEN_EMAIL = env('ID_TOKEN_EMAIL', '1') !== '0';
if (!(ACCESS_TTL > 0)) {
  console.error('provider.mjs: ACCESS_TTL must be a positive number of seconds');
  process.exit(2);
}
if (!['127.0.0.1', 'localhost', '[::1]'].includes(UPSTREAM.hostname) || UPSTREAM.pathname !== '/') {
  // Bounded by design: loopback only; paths are forwarded unchanged.
  console.error('provider.mjs: UPSTREAM_URL must be a loopback server root, like http://127.0.0.1:5232/');
  process.exit(2);
}

// oidc-provider is an ES module: resolve its entry from the given node_modules.
const require = createRequire(path.join(MODULES, 'noop.js'));
const { default: Provider } = await import(pathToFileURL(require.resolve('oidc-provider')).href);

const stats = { access_tokens_issued: 0, code_exchanges: 0, refreshes: 0, failed_grants: 0, revocations: 0, rejected: 0, forwarded: 0 };
const accessTokenIds = new Set(); // every access token saved so far
const grantIds = new Set();       // every grant (consent) saved so far
let proxyOrigin;                  // set once the proxy listens

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
}

// ---- the authorization server ---------------------------------------------
const oidcServer = http.createServer();
const issuer = `http://127.0.0.1:${await listen(oidcServer)}`;

const clientDefaults = {
  // native + loopback redirect: oidc-provider then accepts any port on
  // http://127.0.0.1/ (RFC 8252 §7.3), as Kairos picks a free port per login.
  application_type: 'native',
  redirect_uris: ['http://127.0.0.1/'],
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  scope: 'openid offline_access caldav email',
};

const provider = new Provider(issuer, {
  clients: [
    { ...clientDefaults, client_id: 'kairos-public', token_endpoint_auth_method: 'none' },
    { ...clientDefaults, client_id: 'kairos-secret', client_secret: 's3cret-client', token_endpoint_auth_method: 'client_secret_basic' },
    { ...clientDefaults, client_id: 'kairos-secret-post', client_secret: 's3cret-client', token_endpoint_auth_method: 'client_secret_post' },
  ],
  // `caldav` as a plain (static) scope: no resource indicator needed, and it
  // works without `openid` (plain OAuth 2.0 request, no id_token issued).
  scopes: ['openid', 'offline_access', 'caldav', 'email'],
  responseTypes: ['code'], // authorization-code flow only (no implicit)
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  // Whoever logs in as NAME is NAME@example.org, a verified address.
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, email: `${id}@example.org`, email_verified: true }),
  }),
  conformIdTokenClaims: !ID_TOKEN_EMAIL,
  features: {
    devInteractions: { enabled: true }, // built-in login + consent HTML forms
    revocation: { enabled: true },
  },
  pkce: { methods: ['S256'], required: () => true }, // for every client, as RFC 9700 advises
  // Refresh tokens for `caldav` even without `offline_access`.
  issueRefreshToken: (_ctx, client, code) => client.grantTypeAllowed('refresh_token')
    && (code.scopes.has('offline_access') || code.scopes.has('caldav')),
  // Tokens outlive the browser's login session (which Kairos never sees).
  expiresWithSession: () => false,
  rotateRefreshToken: ROTATE_REFRESH,
  ttl: { // explicit, which also quiets oidc-provider's notices about defaults
    AccessToken: () => ACCESS_TTL,
    AuthorizationCode: 60,
    IdToken: 3600,
    Interaction: 600,
    Session: 14 * 24 * 3600,
    Grant: 14 * 24 * 3600,
    RefreshToken: 14 * 24 * 3600,
  },
  cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
  jwks: { keys: [crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
});

provider.on('access_token.saved', (token) => {
  stats.access_tokens_issued += 1;
  accessTokenIds.add(token.jti);
});
provider.on('grant.saved', (grant) => grantIds.add(grant.jti));
provider.on('grant.success', (ctx) => {
  const type = ctx.oidc.params.grant_type;
  if (type === 'refresh_token') stats.refreshes += 1;
  if (type === 'authorization_code') stats.code_exchanges += 1;
});
provider.on('grant.error', (_ctx, err) => {
  stats.failed_grants += 1;
  console.error(`token endpoint: ${err.error ?? err.message}: ${err.error_detail ?? err.error_description ?? ''}`);
});
// A grant revoked: a refresh token revoked at the revocation endpoint
// (RFC 7009) revokes its grant (helpers/revoke.js emits this).
provider.on('grant.revoked', () => {
  stats.revocations += 1;
});
provider.on('server_error', (_ctx, err) => console.error('oidc-provider server_error:', err));

oidcServer.on('request', provider.callback());

// ---- the bearer proxy --------------------------------------------------------
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization',
  'te', 'trailer', 'upgrade', 'host', 'authorization']);

async function validAccessToken(req) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) return false;
  // find() answers undefined for unknown, destroyed, revoked or expired tokens.
  const token = await provider.AccessToken.find(match[1]);
  return Boolean(token && token.isValid && token.scopes.has('caldav'));
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

// Destroys every access token issued so far; with includeGrants also every
// grant with its refresh tokens and codes (a later refresh: invalid_grant).
async function revokeEverything(includeGrants) {
  const done = { access_tokens: 0, grants: 0 };
  for (const jti of accessTokenIds) {
    const token = await provider.AccessToken.find(jti, { ignoreExpiration: true });
    if (token) { await token.destroy(); done.access_tokens += 1; }
  }
  accessTokenIds.clear();
  if (includeGrants) {
    for (const grantId of grantIds) {
      await Promise.all([provider.AccessToken, provider.RefreshToken, provider.AuthorizationCode]
        .map((model) => model.revokeByGrantId(grantId)));
      await provider.Grant.adapter.destroy(grantId);
      done.grants += 1;
    }
    grantIds.clear();
  }
  return done;
}

async function admin(req, res, route) {
  if (req.method === 'GET' && route === 'stats') return json(res, 200, stats);
  if (req.method === 'POST' && route === 'expire-access') return json(res, 200, await revokeEverything(false));
  if (req.method === 'POST' && route === 'revoke-grants') return json(res, 200, await revokeEverything(true));
  return json(res, 404, { error: 'no such admin endpoint' });
}

const proxy = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://proxy.invalid');
    if (url.pathname.startsWith('/_admin/')) return await admin(req, res, url.pathname.slice(8));

    if (!await validAccessToken(req)) {
      stats.rejected += 1;
      req.resume();
      res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"', 'content-type': 'text/plain' });
      return res.end('invalid or missing bearer token\n');
    }

    stats.forwarded += 1;
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.authorization = UPSTREAM_AUTH;
    const upstream = http.request({
      protocol: UPSTREAM.protocol,
      hostname: UPSTREAM.hostname.replace(/^\[|\]$/g, ''),
      port: UPSTREAM.port,
      method: req.method,
      path: url.pathname + url.search,
      headers,
    }, (answer) => {
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name) || name === 'proxy-authenticate') out[name] = value;
      }
      if (out.location?.startsWith(UPSTREAM.origin)) {
        out.location = proxyOrigin + out.location.slice(UPSTREAM.origin.length);
      }
      res.writeHead(answer.statusCode, out);
      answer.pipe(res);
    });
    upstream.on('error', (err) => {
      console.error('upstream error:', err.message);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream unreachable\n');
    });
    req.pipe(upstream);
  } catch (err) {
    console.error('proxy error:', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('proxy error\n');
  }
});
proxyOrigin = `http://127.0.0.1:${await listen(proxy)}`;

process.stdout.write(`${JSON.stringify({ issuer, proxy: `${proxyOrigin}/` })}\n`);

// ---- lifetime -------------------------------------------------------------------
const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Exit when a parent's stdin pipe closes; ignore a /dev/null or closed stdin
// (CI runs without standard input), which would otherwise end us at once.
try {
  if (fs.fstatSync(0).isFIFO() || fs.fstatSync(0).isSocket()) {
    process.stdin.on('end', stop).on('error', stop).resume();
  }
} catch { /* no stdin at all */ }
