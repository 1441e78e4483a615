import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichText } from './RichText';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and unsafe link schemes', () => {
    const { html } = sanitizeHtml(
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)><a href="data:text/html,hi">d</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).not.toContain('<img');
  });

  it('keeps a picture from an allowed address and gives it an empty text when it has none', () => {
    const { html } = sanitizeHtml(
      '<img src="https://a.example/p.png"><img src="https://a.example/q.png" alt="Chart">',
    );
    expect(html).toBe(
      '<img src="https://a.example/p.png" alt=""><img src="https://a.example/q.png" alt="Chart">',
    );
  });

  it('keeps http, https, mailto and tel links and makes them open safely', () => {
    const { html } = sanitizeHtml(
      '<a href="https://a.example/x">a</a><a href="mailto:x@y.z">b</a><a href="tel:+861">c</a><a href="/relative">d</a>',
    );
    const box = document.createElement('div');
    box.innerHTML = String(html);
    const hrefs = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://a.example/x', 'mailto:x@y.z', 'tel:+861', null]);
    expect(box.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('gives headings unique ids for a table of contents and drops ids from the server', () => {
    const { html, headings } = sanitizeHtml(
      '<h2 id="x">Install</h2><p id="y">t</p><h3>Install</h3><h2> </h2>',
    );
    expect(headings).toEqual([
      { id: 'rt-install', text: 'Install', level: 2 },
      { id: 'rt-install-2', text: 'Install', level: 3 },
    ]);
    expect(html).not.toContain('id="x"');
    expect(html).not.toContain('id="y"');
  });
});

describe('RichText', () => {
  it('renders the sanitised text and reports its headings', async () => {
    const onHeadings = vi.fn();
    render(
      <RichText
        html={'<h2>Start</h2><p>Body<img src=x onerror="window.__x=1"></p>'}
        onHeadings={onHeadings}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Start' })).toHaveAttribute('id', 'rt-start');
    await waitFor(() =>
      expect(onHeadings).toHaveBeenCalledWith([{ id: 'rt-start', text: 'Start', level: 2 }]),
    );
    expect(document.querySelector('img')).toBeNull();
  });
});
