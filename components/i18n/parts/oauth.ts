/**
 * English labels of the OAuth Get Token panel (the lazy oauth-flows chunk): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
import { code, num } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const oauthEn = {
  tokenUrlVariables: 'Token URL variables',
  serverForRelativeUrls: 'Server for relative URLs',
  clientId: 'Client ID',
  confidentialClient: 'Confidential client (sends a client secret; leave unticked for a public client, PKCE only)',
  clientSecret: 'Client secret',
  clientAuthentication: 'Client authentication',
  authBasicHeader: '(Authorization: Basic header)',
  authInBody: '(in the request body)',
  redirectUri: 'Redirect URI',
  registerRedirect: '(register it with the identity provider)',
  copyRedirectUri: 'Copy the redirect URI',
  getToken: 'Get Token',
  refresh: 'Refresh',
  scopesList: 'Scopes:',
  unsupportedFlowHint: 'Get Token supports the authorization code, client credentials and device authorization flows; paste a token obtained this way below.',
  pasteTokenElsewhere: () => `Or paste an access token obtained elsewhere: it is sent as ${code('Authorization: Bearer <token>')}.`,
  readingDiscovery: "Reading the provider's discovery document…",
  issuer: 'Issuer',
  discoveryFailed: 'OpenID Connect discovery failed.',
  stillPasteToken: 'You can still paste an access token below.',
  retry: 'Retry',
  readingMetadata: "Reading the authorization server's metadata…",
  metadataFailed: 'Reading the authorization server metadata failed.',
  deviceAuthorizationUrlNotAbsolute: (url: string) => `The device authorization URL “${url}” is not an absolute http(s) URL.`,
  deviceInstructions: 'On any device, open the verification page and enter this code:',
  userCode: 'User code',
  verificationPage: 'Verification page',
  openWithCode: 'Open the page with the code filled in',
  waitingForApproval: 'Waiting for the code to be approved at the identity provider…',
  deviceDenied: 'The request was denied at the identity provider.',
  deviceExpired: 'The code expired before it was approved. Press Get Token to start again.',
  insecureContext:
    'Get Token needs a secure context (https, or http on localhost): browsers withhold the cryptography PKCE needs on plain http pages, and the viewer never falls back to the insecure plain method. Paste a token below instead.',
  redirectCopied: 'Redirect URI copied.',
  redirectCopyFailed: 'Could not copy; select the URI and copy it by hand.',
  enterClientId: 'Enter the client ID first.',
  enterClientSecret: 'Enter the client secret first (or untick “Confidential client”).',
  tokenUrlNotAbsolute: (url: string) => `The token URL “${url}” is not an absolute http(s) URL.`,
  authorizationUrlNotAbsolute: (url: string) => `The authorization URL “${url}” is not an absolute http(s) URL.`,
  redirectOtherOrigin: (uri: string, origin: string) =>
    `The redirect URI ${uri} is not on this page's origin (${origin}): the callback page must be served by this site to hand the result back.`,
  waitingForSignIn: 'Waiting for you to sign in at the identity provider in the popup window…',
  waitingSevered: 'Waiting for the sign-in result (this page cannot see the popup window: a Cross-Origin-Opener-Policy separates them)…',
  signInCancelled: 'Sign-in cancelled.',
  signInTimeout: 'No sign-in result arrived within 10 minutes. Press Get Token to try again.',
  popupBlocked: 'The browser blocked the sign-in window. Allow pop-ups for this site, then press Get Token again.',
  popupClosed: 'The sign-in window was closed before the identity provider sent a result. Press Get Token to try again.',
  tokenApplied: (refreshed: boolean, expiresInSeconds: number | undefined) =>
    `${refreshed ? 'Token refreshed' : 'Token obtained'} and applied: Try-It requests and code samples now carry it as a Bearer token.${
      expiresInSeconds !== undefined ? ` It expires in ${n(Math.round(expiresInSeconds / 60))} min.` : ''}`,
};
