import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Descriptions } from '../Descriptions';
import { Table } from '../Table';
import { Tag } from '../Tag';
import { sanitizeHtml } from './sanitize';
import { XSS_PAYLOADS } from './xssPayloads';

const SAFE_URL = /^(?:https?:|mailto:|tel:)/i;

/** Every element and attribute of the sanitised markup, checked for anything that could run. */
function dangers(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  const found: string[] = [];
  for (const el of box.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'style',
        'link',
        'meta',
        'base',
        'form',
        'svg',
        'math',
        'template',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['style', 'id', 'name', 'formaction', 'action', 'srcdoc', 'background'].includes(name))
        found.push(`${tag}[${name}]`);
      if (['href', 'src', 'xlink:href'].includes(name) && !SAFE_URL.test(attr.value.trim()))
        found.push(`${tag}[${name}=${attr.value}]`);
    }
  }
  return found;
}

describe('the XSS corpus', () => {
  it('has at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('RichText leaves nothing that runs in %s', (payload) => {
    const html = String(sanitizeHtml(payload).html);
    expect(dangers(html)).toEqual([]);
    // Put it in the live document: nothing may execute.
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    host.remove();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows every payload as text in plain-text fields (table cell, description, tag)', () => {
    const rows = XSS_PAYLOADS.map((text, id) => ({ id, text }));
    const { container } = render(
      <>
        <Table rowKey="id" columns={[{ key: 'text', title: 'Text' }]} data={rows} />
        <Descriptions
          items={XSS_PAYLOADS.slice(0, 10).map((p, i) => ({ key: String(i), label: `L${i}`, value: p }))}
        />
        {XSS_PAYLOADS.slice(0, 10).map((p) => (
          <Tag key={p}>{p}</Tag>
        ))}
      </>,
    );
    expect(container.querySelector('script, iframe, object, embed, svg, img, a, form, style')).toBeNull();
    expect(
      [...container.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')),
      ),
    ).toEqual([]);
    expect(container.textContent).toContain('<script>window.__xss=1</script>');
  });
});
