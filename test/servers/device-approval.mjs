// Confirms (or denies) a device flow user code at oidc-provider by HTTP, as a user's browser would: the user code
// form at /device, the confirmation page, then devInteractions' login and consent pages, each submitted with its
// hidden fields and the provider's cookies, until the provider's "Sign-in Success" page.

/** Cookies by name (the provider's paths are not needed: one jar per confirmation). */
class CookieJar {
  #cookies = new Map();
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (value) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's first POST form: its action and its inputs' names and values (hidden ones as given). */
function firstForm(html) {
  const form = /<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on the provider's page:\n${html.slice(0, 500)}`);
  const action = decode(attribute(form[0], 'action') ?? '');
  const fields = {};
  for (const [tag] of form[1].matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, 'name');
    if (name) fields[name] = decode(attribute(tag, 'value') ?? '');
  }
  return { action, fields };
}

/**
 * @param {string} issuer
 * @param {string} userCode  as shown to the user (the mask's dash included or not)
 * @param {{ deny?: boolean, login?: string }} [options]  deny: press the confirmation page's Abort
 * @returns {Promise<string>} the last page's HTML
 */
export async function confirmUserCode(issuer, userCode, { deny = false, login = 'device-user' } = {}) {
  const jar = new CookieJar();
  const request = async (url, init = {}) => {
    let response = await fetch(new URL(url, issuer), { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.store(response);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location'), response.url || issuer);
      response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response);
    }
    return response.text();
  };
  const submit = (action, fields) =>
    request(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  const input = firstForm(await request('/device'));
  const confirmation = firstForm(await submit(input.action, { ...input.fields, user_code: userCode }));
  if (!('confirm' in confirmation.fields)) throw new Error(`the provider did not accept the user code ${userCode}`);
  if (deny) {
    const { confirm: _confirm, ...fields } = confirmation.fields;
    return submit(confirmation.action, { ...fields, abort: 'yes' });
  }
  let page = await submit(confirmation.action, confirmation.fields);
  for (let step = 0; step < 4; step++) {
    if (/Sign-in Success/.test(page)) return page;
    const form = firstForm(page);
    const fields = 'login' in form.fields || /name="login"/.test(page) ? { ...form.fields, login, password: 'any-password' } : form.fields;
    page = await submit(form.action, fields);
  }
  throw new Error(`the provider did not confirm the user code:\n${page.slice(0, 500)}`);
}
