// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyPage } from '../helpers/fresh-page';

// Component tests share a worker's jsdom window (docs/decisions/164-component-tests-share-a-worker.md).
describe('the page a component test starts on', () => {
  it('holds nothing an earlier file left: no markup, no stored cart, no cookie', () => {
    document.body.innerHTML = '<section aria-label="Notifications"><p>Left behind</p></section>';
    localStorage.setItem('toolyard.cart', '[]');
    sessionStorage.setItem('seen', '1');
    document.cookie = 'session=abc; path=/';
    document.cookie = 'theme=dark; path=/';

    emptyPage();

    expect(document.body.innerHTML).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});
