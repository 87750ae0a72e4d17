// Server commands test-runner-commands lacks for WebDriver (WebKit), the same in every engine:
// - `viewport` (test/helpers/viewport.ts): sets the page's viewport. Puppeteer (Chromium, Firefox) sets it
//   directly; WebDriver sizes the window so that its viewport gets the size, and answers the size it reached (a
//   window cannot be narrower than its browser allows: MiniBrowser stops near 450 px).
// - `chord` (test/helpers/keys.ts): presses a key with modifiers held (Control+K).
// - `type-text` (test/helpers/keys.ts): types text into the focused field. WebDriver sends it to the field itself
//   (Element Send Keys), as one input: key by key, WebKit's driver drops some characters (a space after "&").

/** WebDriver's codes of the modifier keys (W3C WebDriver, "keyboard actions"). */
const WEBDRIVER_KEYS = { Control: '\uE009', Shift: '\uE008', Alt: '\uE00A', Meta: '\uE03D' };

async function chord(session, { modifiers, key }) {
  if (session.browser.type === 'puppeteer') {
    const { keyboard } = session.browser.getPage(session.id);
    for (const m of modifiers) await keyboard.down(m);
    await keyboard.press(key);
    for (const m of [...modifiers].reverse()) await keyboard.up(m);
    return true;
  }
  const codes = modifiers.map((m) => WEBDRIVER_KEYS[m] ?? m);
  await session.browser.driver.performActions([
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        ...codes.map((value) => ({ type: 'keyDown', value })),
        { type: 'keyDown', value: key },
        { type: 'keyUp', value: key },
        ...[...codes].reverse().map((value) => ({ type: 'keyUp', value })),
      ],
    },
  ]);
  await session.browser.driver.releaseActions();
  return true;
}

/** The focused element, inside shadow roots, as a WebDriver element reference (null when it is the body). */
const DEEP_ACTIVE = 'let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return a === document.body ? null : a;';

async function typeText(session, { text }) {
  if (session.browser.type === 'puppeteer') {
    await session.browser.getPage(session.id).keyboard.type(text);
    return true;
  }
  const driver = session.browser.driver;
  const field = await driver.executeScript(DEEP_ACTIVE, []);
  if (!field) throw new Error('type-text: nothing is focused');
  await driver.elementSendKeys(field['element-6066-11e4-a52e-4f735466cecf'], text);
  return true;
}

export function inputCommandsPlugin() {
  return {
    name: 'input-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'chord') return chord(session, payload);
      if (command === 'type-text') return typeText(session, payload);
      if (command !== 'viewport') return undefined;
      const { width, height } = payload;
      if (session.browser.type === 'puppeteer') {
        await session.browser.getPage(session.id).setViewport({ width, height });
        return { width, height };
      }
      const driver = session.browser.driver;
      if (session.browser.type !== 'webdriver' || !driver) throw new Error(`viewport: unsupported browser type ${session.browser.type}`);
      const inner = () => driver.execute('return [window.innerWidth, window.innerHeight]');
      // The window's frame and toolbar take some room: size once, measure the difference, size again.
      await driver.setWindowSize(width, height);
      const [w1, h1] = await inner();
      if (w1 !== width || h1 !== height) await driver.setWindowSize(width + (width - w1), height + (height - h1));
      const [w, h] = await inner();
      return { width: w, height: h };
    },
  };
}
