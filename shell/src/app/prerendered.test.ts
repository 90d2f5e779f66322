import { restoreTyped, takePrerendered } from './prerendered';

// The server's page of the live landing, replaced by another version's (a canary's, a preview's):
// what the visitor typed there is not lost.

function serverPage(version: string): HTMLElement {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="prerendered" data-remote="mf_landing" data-page="login" data-version="${version}"><form><input name="username"><input name="password" type="password"><input name="remember" type="checkbox"></form></div>`,
  );
  return document.getElementById('prerendered') as HTMLElement;
}

afterEach(() => {
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe("the server's page of another version", () => {
  it('is replaced, and the text typed into it reaches the same fields of the new page as they appear, as typing', async () => {
    const page = serverPage('v1');
    (page.querySelector('[name=username]') as HTMLInputElement).value = '0812345678';
    (page.querySelector('[name=password]') as HTMLInputElement).value = 'Secret#1';
    expect(takePrerendered('mf_landing', 'login', 'v2')).toBeNull();
    expect(document.getElementById('prerendered')).toBeNull();

    const root = document.createElement('div');
    document.body.append(root);
    restoreTyped(root);
    const typedInto: string[] = [];
    root.addEventListener('input', (event) => typedInto.push((event.target as HTMLInputElement).name));
    // The new page arrives after its code: its fields appear later.
    root.insertAdjacentHTML('beforeend', '<form><input name="username"><input name="password" type="password"><input name="remember" type="checkbox"></form>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((root.querySelector('[name=username]') as HTMLInputElement).value).toBe('0812345678');
    expect((root.querySelector('[name=password]') as HTMLInputElement).value).toBe('Secret#1');
    expect(typedInto).toEqual(['username', 'password']);
  });

  /** 'typed' in the server's username field, the page replaced by `page` of `version`, then a new page holding `html`: its username. */
  function afterReplacing(page: string, version: string, html: string): string {
    const server = serverPage('v1');
    (server.querySelector('[name=username]') as HTMLInputElement).value = 'typed';
    takePrerendered('mf_landing', page, version);
    const root = document.createElement('div');
    root.insertAdjacentHTML('beforeend', html);
    document.body.append(root);
    restoreTyped(root);
    const value = (root.querySelector('[name=username]') as HTMLInputElement).value;
    root.remove();
    return value;
  }

  it('never overwrites what the new page already holds, and keeps nothing for another page', () => {
    expect(afterReplacing('login', 'v2', '<input name="username" value="remembered">')).toBe('remembered');
    expect(afterReplacing('register', 'v1', '<input name="username">')).toBe('');
  });
});
