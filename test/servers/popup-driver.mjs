// The browser side of the OAuth tests' commands, in every engine: find the sign-in popup by URL, sign in and
// consent on the provider's pages as a user would, navigate or close it, open the COOP page beside the test page,
// and reset windows and the provider's cookies between tests. Puppeteer (Chromium, Firefox) drives pages of the
// test's browser context; WebDriver (WebKit) switches between windows and always switches back to the test page.

const USER_PASSWORD = 'any-password';
/**
 * How long a wait may take before it counts as a hang: far above any real wait. Waits here are for states (a
 * window, a page, a result); a busy machine reaches them later, and a deadline it passed (the switch back to the
 * test page had 5 s) left the session in a closed window, which failed every later file.
 */
const SAFETY_NET_MS = 120_000;

/** Puppeteer: the test page's browser context. `state` outlives one command (the COOP page). */
function puppeteerDriver(session, state) {
  const page = session.browser.getPage(session.id);
  const context = page.browserContext();
  const findPopup = async (issuer, timeout = SAFETY_NET_MS) =>
    (await context.waitForTarget((t) => t.type() === 'page' && t.url().startsWith(issuer), { timeout })).page();
  return {
    async popup(issuer, action, { login, url } = {}) {
      const popup = await findPopup(issuer);
      const at = popup.url();
      if (action === 'login') {
        for (let step = 0; step < 3; step++) {
          await popup.waitForSelector('button[type="submit"]', { timeout: SAFETY_NET_MS });
          if (await popup.$('input[name="login"]')) {
            await popup.type('input[name="login"]', login);
            await popup.type('input[name="password"]', USER_PASSWORD);
            await Promise.all([popup.waitForNavigation({ waitUntil: 'domcontentloaded' }), popup.click('button[type="submit"]')]);
            continue;
          }
          await popup.click('button[type="submit"]');
          return at;
        }
        throw new Error('the provider showed neither a login nor a consent page');
      }
      // As a link or script in the page would (a browser-initiated navigation, like the address bar, may cut the opener).
      if (action === 'navigate') {
        await Promise.all([popup.waitForNavigation({ waitUntil: 'domcontentloaded' }).catch(() => undefined), popup.evaluate((to) => (location.href = to), url)]);
      }
      if (action === 'close') await popup.close().catch(() => undefined);
      return at;
    },
    async reset(providerHost) {
      for (const other of await context.pages()) if (other !== page) await other.close().catch(() => undefined);
      const stale = (await context.cookies()).filter((c) => c.domain === providerHost);
      if (stale.length > 0) await context.deleteCookie(...stale);
    },
    async coopOpen(url) {
      const coopPage = await context.newPage();
      state.coopPage = coopPage;
      await coopPage.goto(url, { waitUntil: 'load' });
      await coopPage.waitForFunction(() => window.oauthReady === true, { timeout: SAFETY_NET_MS });
      await coopPage.evaluate(() => window.oauthFocusGetToken());
      await coopPage.keyboard.press('Enter');
    },
    async coopResult() {
      const coop = state.coopPage;
      state.coopPage = undefined;
      if (!coop) throw new Error('no COOP page is open');
      try {
        await coop.waitForFunction(() => /Token obtained|failed|mismatch|closed/i.test(window.oauthStatus()), { timeout: SAFETY_NET_MS });
        return await coop.evaluate(() => ({ status: window.oauthStatus(), applied: window.oauthAppliedToken(), sawSevered: window.oauthSawSevered(), via: window.oauthVia() }));
      } finally {
        await coop.close().catch(() => undefined);
      }
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it gives a value other than undefined/false, or throws `what` after `timeout` ms. */
async function until(check, what, timeout = SAFETY_NET_MS) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(100);
  }
}

/** WebDriver: one session; the test page is its first window. */
function webdriverDriver(session, state) {
  const driver = session.browser.driver;
  const home = async () => (state.home ??= await driver.getWindowHandle());
  /**
   * Runs `work` in window `handle`, then switches back to the test page (even when `work` closed the window). The
   * switch back must happen: every later command of the session, the runner's own included, goes to the current
   * window, and a closed one fails them all.
   */
  const inWindow = async (handle, work) => {
    const main = await home();
    await driver.switchToWindow(handle);
    try {
      return await work();
    } finally {
      await until(() => driver.switchToWindow(main).then(() => true), 'switching back to the test page');
    }
  };
  const findPopup = (issuer) =>
    until(async () => {
      const main = await home();
      for (const handle of await driver.getWindowHandles()) {
        if (handle === main) continue;
        const url = await inWindow(handle, () => driver.getUrl()).catch(() => '');
        if (url.startsWith(issuer)) return { handle, url };
      }
      return undefined;
    }, `a window at ${issuer}`);
  const exists = async (selector) => (await driver.findElements('css selector', selector)).length > 0;
  const click = async (selector) => driver.elementClick((await driver.findElement('css selector', selector))['element-6066-11e4-a52e-4f735466cecf']);
  const type = async (selector, text) => driver.elementSendKeys((await driver.findElement('css selector', selector))['element-6066-11e4-a52e-4f735466cecf'], text);
  return {
    async popup(issuer, action, { login, url } = {}) {
      const popup = await findPopup(issuer);
      await inWindow(popup.handle, async () => {
        if (action === 'login') {
          for (let step = 0; step < 3; step++) {
            await until(() => exists('button[type="submit"]'), 'the provider page');
            if (await exists('input[name="login"]')) {
              await type('input[name="login"]', login);
              await type('input[name="password"]', USER_PASSWORD);
              await click('button[type="submit"]');
              await until(async () => !(await exists('input[name="login"]')), 'the page after signing in');
              continue;
            }
            await click('button[type="submit"]');
            return;
          }
          throw new Error('the provider showed neither a login nor a consent page');
        }
        if (action === 'navigate') {
          await driver.executeScript('location.href = arguments[0]', [url]);
          // Done once the popup shows another page, or is gone: our callback page closes it at once. (Polling a
          // closed window only fails, for as long as it polls.)
          await until(() => driver.getUrl().then((now) => now !== popup.url, () => true), 'the navigation').catch(() => undefined);
        }
        if (action === 'close') await driver.closeWindow().catch(() => undefined);
      });
      return popup.url;
    },
    async reset(_providerHost, issuer) {
      const main = await home();
      for (const handle of await driver.getWindowHandles()) {
        if (handle !== main) await inWindow(handle, () => driver.closeWindow()).catch(() => undefined);
      }
      if (!issuer) return;
      // Cookies can be deleted only from a page of their host: a window at the provider, closed after. (A window,
      // not a tab: WebKit may leave a background tab unloaded, and the navigation then never ends.)
      const { handle } = await driver.createWindow('window');
      await inWindow(handle, async () => {
        await driver.navigateTo(`${issuer}/.well-known/openid-configuration`);
        await driver.deleteAllCookies();
        await driver.closeWindow();
      });
    },
    async coopOpen(url) {
      // A window of its own, as a reader's page is: in a background tab WebKit does not take the key press for a
      // user gesture, and blocks the sign-in popup.
      const { handle } = await driver.createWindow('window');
      state.coop = handle;
      await inWindow(handle, async () => {
        await driver.navigateTo(url);
        await until(() => driver.executeScript('return window.oauthReady === true', []), 'the COOP page');
        const focused = await driver.executeAsyncScript('const done = arguments[arguments.length - 1]; window.oauthFocusGetToken().then(() => done(true), (e) => done(String(e)));', []);
        if (focused !== true) throw new Error(`the COOP page: ${focused}`);
        await driver.performActions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: '\uE007' }, { type: 'keyUp', value: '\uE007' }] }]);
        await driver.releaseActions();
      });
    },
    async coopResult() {
      const handle = state.coop;
      state.coop = undefined;
      return inWindow(handle, async () => {
        try {
          await until(() => driver.executeScript('return /Token obtained|failed|mismatch|closed/i.test(window.oauthStatus())', []), 'the COOP result');
          return await driver.executeScript(
            'return { status: window.oauthStatus(), applied: window.oauthAppliedToken(), sawSevered: window.oauthSawSevered(), via: window.oauthVia() }',
            [],
          );
        } finally {
          await driver.closeWindow().catch(() => undefined);
        }
      });
    },
  };
}

/** What a driver keeps between commands, per browser (launcher). */
const states = new WeakMap();

/** The popup driver of the session's browser. */
export function popupDriver(session) {
  if (!states.has(session.browser)) states.set(session.browser, {});
  const state = states.get(session.browser);
  if (session.browser.type === 'puppeteer') return puppeteerDriver(session, state);
  if (session.browser.type === 'webdriver') return webdriverDriver(session, state);
  throw new Error(`OAuth popups: unsupported browser type ${session.browser.type}`);
}
