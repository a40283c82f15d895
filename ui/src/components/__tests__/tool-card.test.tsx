// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tool } from '@/lib/model';
import { renderWithRouter } from '@/testing/render';
import { LEADING_CARDS, ToolCard } from '@/components/tool-card';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const tool: Tool = {
  _id: 7,
  toolName: 'Ultrasonic Level Sensor 5 m',
  toolImage: '/api/images/level.svg',
  toolDescription:
    'Non-contact ultrasonic level transmitter for water and chemical tanks up to 5 m, 4-20 mA output, 3 mm resolution.',
  toolPrice: 125000,
  weightGrams: 500,
  partNumber: 'LS-US-5M',
  minOrder: 2,
  availableQuantity: 60,
  createdAt: 0,
  vatRate: 1500,
  priceTiers: [],
};

describe('ToolCard', () => {
  it('shows the spec fields with the price through the shared formatter', () => {
    renderWithRouter(<ToolCard tool={tool} index={0} heading="h3" />);

    expect(screen.getByRole('heading', { name: tool.toolName })).toBeTruthy();
    expect(screen.getByText('Tk. 1,25,000')).toBeTruthy();
    expect(screen.getByText('(per piece)')).toBeTruthy();
    expect(screen.getByText('Minimum Order Quantity').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Available Quantity').nextSibling?.textContent).toBe('60');
  });

  it('cuts the description at 60 characters with an ellipsis', () => {
    renderWithRouter(<ToolCard tool={tool} index={0} heading="h3" />);

    const expected = `${tool.toolDescription.slice(0, 60).trimEnd()}...`;
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('links Confirm Order to the confirm purchase page of the tool', () => {
    renderWithRouter(<ToolCard tool={tool} index={0} heading="h3" />);

    const link = screen.getByRole('link', { name: `Confirm Order: ${tool.toolName}` });
    expect(link.getAttribute('href')).toBe('/confirm-purchase/7');
    expect(link.textContent).toBe('Confirm Order');
  });

  it("has a phone's short 'Buy now', named for the tool like the long one", () => {
    renderWithRouter(<ToolCard tool={tool} index={0} heading="h3" />);

    const short = screen.getByRole('link', { name: `Buy now: ${tool.toolName}` });
    expect(short.getAttribute('href')).toBe('/confirm-purchase/7');
    expect(short.className).toContain('tool-card__short');
    const add = screen.getByRole('button', { name: `Add to cart: ${tool.toolName}` });
    expect(add.querySelector('.tool-card__short')?.textContent).toBe('+');
  });

  it('gives the image its size so the page does not jump', () => {
    renderWithRouter(<ToolCard tool={tool} index={0} heading="h3" />);

    const image = screen.getByAltText(tool.toolName);
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('300');
  });

  it("loads the leading cards' pictures at once and the rest when scrolled to", () => {
    const { unmount } = renderWithRouter(<ToolCard tool={tool} index={0} heading="h3" />);
    const first = screen.getByAltText(tool.toolName);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    unmount();

    renderWithRouter(<ToolCard tool={tool} index={LEADING_CARDS} heading="h3" />);
    const later = screen.getByAltText(tool.toolName);
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.getAttribute('fetchpriority')).toBeNull();
  });

  it('offers the narrower WebP copies of an uploaded photograph for the browser to choose', () => {
    const photo = '/api/images/0123456789abcdef0123456789abcdef.jpg';
    renderWithRouter(<ToolCard tool={{ ...tool, toolImage: photo }} index={0} heading="h3" />);

    const image = screen.getByAltText(tool.toolName);
    expect(image.getAttribute('src')).toBe(photo);
    expect(image.getAttribute('srcset')).toBe(
      [320, 640, 1280].map((width) => `/api/images/0123456789abcdef0123456789abcdef-${width}w.webp ${width}w`).join(', '),
    );
    expect(image.getAttribute('sizes')).toContain('380px');
  });

  it('leaves a drawing (SVG) or a picture on another host as it is', () => {
    for (const toolImage of ['/api/images/level.svg', 'https://i.ibb.co/abc/drill.jpg']) {
      const { unmount } = renderWithRouter(<ToolCard tool={{ ...tool, toolImage }} index={0} heading="h3" />);
      const image = screen.getByAltText(tool.toolName);
      expect(image.getAttribute('srcset')).toBeNull();
      expect(image.getAttribute('sizes')).toBeNull();
      unmount();
    }
  });

  it('names the tool at the heading level its page asks for', () => {
    renderWithRouter(<ToolCard tool={tool} index={0} heading="h2" />);

    expect(screen.getByRole('heading', { level: 2, name: tool.toolName })).toBeTruthy();
  });

  it('shows the best price break', () => {
    const tiered = { ...tool, priceTiers: [{ minQuantity: 10, unitPrice: 120000 }, { minQuantity: 40, unitPrice: 110000 }] };
    renderWithRouter(<ToolCard tool={tiered} index={0} heading="h3" />);

    expect(screen.getByText('from Tk. 1,10,000 at 40+')).toBeTruthy();
  });

  it('adds the minimum order to the cart, which the browser keeps', async () => {
    renderWithRouter(<ToolCard tool={tool} index={0} heading="h3" />);

    await userEvent.click(screen.getByRole('button', { name: `Add to cart: ${tool.toolName}` }));
    await userEvent.click(screen.getByRole('button', { name: `Add to cart: ${tool.toolName}` }));

    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ toolId: 7, quantity: 4 }]);
  });
});
