import { describe, expect, it } from 'vitest';
import { escapeHtml, linkifyText, page } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
});

describe('linkifyText', () => {
  it('makes http(s) URLs links and escapes the rest', () => {
    expect(linkifyText('Objednávka: https://vstupenky.cz/order/1?a=1&b=2\n<b>díky</b>')).toBe(
      'Objednávka: <a href="https://vstupenky.cz/order/1?a=1&amp;b=2" rel="noreferrer noopener">' +
        'https://vstupenky.cz/order/1?a=1&amp;b=2</a>\n&lt;b&gt;díky&lt;/b&gt;',
    );
  });

  it('leaves sentence punctuation outside the link', () => {
    expect(linkifyText('See http://localhost:3000/a.')).toBe(
      'See <a href="http://localhost:3000/a" rel="noreferrer noopener">http://localhost:3000/a</a>.',
    );
  });

  it('never links other schemes and cannot be broken out of with quotes', () => {
    expect(linkifyText('javascript:alert(1) data:text/html,x')).toBe('javascript:alert(1) data:text/html,x');
    expect(linkifyText('https://x.cz/"onmouseover="alert(1)')).toBe(
      '<a href="https://x.cz/" rel="noreferrer noopener">https://x.cz/</a>&quot;onmouseover=&quot;alert(1)',
    );
  });
});

describe('page', () => {
  it('escapes the title', () => {
    expect(page('<x>', '<p>ok</p>')).toContain('<title>&lt;x&gt;</title>');
  });
});
