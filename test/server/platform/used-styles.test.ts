import { describe, expect, it } from 'vitest';
import { usedStyles } from '../../../src/server/pages/used-styles';

// docs/decisions/103: a page rendered with its data inlines the rules its markup can use.
const css = [
  ':root{--gap:4px}',
  'body{margin:0}',
  '._card_a1{padding:1rem}',
  '._card_a1:hover ._title_a1{color:red}',
  '._dialog_b2{position:fixed}',
  '._pager_c3,._card_a1 img{width:100%}',
  'li:not(._active_d4){opacity:.5}',
  'a[href$=".pdf"]{color:green}',
  '._card_a1:not(:is(._gone_g7)){margin:0}',
  '._dialog_b2:not(:is(._gone_g7)){margin:1px}',
  '@media (width<=640px){._card_a1{padding:0}._dialog_b2{inset:0}}',
  '@media print{._dialog_b2{display:none}}',
  '@keyframes _pulse_e5{0%{opacity:0}to{opacity:1}}',
  '._quote_f6:before{content:"{"}',
].join('');

describe('the styles a page’s markup can use', () => {
  const markup = '<article class="_card_a1"><h2 class="_title_a1 other">Spade</h2><img src="/s.svg"/></article>';

  it('keeps every rule without a class, and each rule a selector of which names only classes in the markup', () => {
    expect(usedStyles(css, markup)).toBe(
      [
        ':root{--gap:4px}',
        'body{margin:0}',
        '._card_a1{padding:1rem}',
        '._card_a1:hover ._title_a1{color:red}',
        '._pager_c3,._card_a1 img{width:100%}',
        'li:not(._active_d4){opacity:.5}',
        'a[href$=".pdf"]{color:green}',
        '._card_a1:not(:is(._gone_g7)){margin:0}',
        '@media (width<=640px){._card_a1{padding:0}}',
        '@keyframes _pulse_e5{0%{opacity:0}to{opacity:1}}',
      ].join(''),
    );
  });

  it('drops the rules of classes the markup does not have, and a group left empty', () => {
    const cut = usedStyles(css, '<p class="_quote_f6">Hi</p>');
    expect(cut).not.toContain('_card_a1');
    expect(cut).not.toContain('@media print');
    expect(cut).toContain('._quote_f6:before{content:"{"}');
  });
});
