// The cart: the tools a buyer means to order together. It lives in the browser
// (localStorage `cart`, so it survives a reload) and, once a buyer signs in, on the account
// too: the two are merged at sign-in and every change is saved to both. It is a wish, not a
// reservation; stock is taken when the order is placed.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import type { CartLine } from '@/lib/model';

const STORAGE_KEY = 'cart';
const SAVE_DELAY_MS = 300;

interface CartState {
  lines: CartLine[];
  /** Adds pieces of a tool (to those already in the cart). */
  add: (toolId: number, quantity: number) => void;
  /** Sets a line's pieces. */
  set: (toolId: number, quantity: number) => void;
  remove: (toolId: number) => void;
  /** Empties the cart (after its order was placed; the server has dropped those lines). */
  clear: () => void;
  /** Whether the cart is offered at all: to visitors and buyers, not to admins. */
  offered: boolean;
}

const CartContext = createContext<CartState | null>(null);

function stored(): CartLine[] {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(lines) ? lines.filter(isLine) : [];
  } catch {
    return [];
  }
}

function isLine(line: unknown): line is CartLine {
  const candidate = line as Partial<CartLine> | null;
  return Number.isInteger(candidate?.toolId) && Number.isInteger(candidate?.quantity) && (candidate?.quantity ?? 0) > 0;
}

/** The account's lines, with the browser's added: a tool in both keeps the browser's pieces,
 * the latest the buyer chose. */
export function mergeCarts(account: CartLine[], browser: CartLine[]): CartLine[] {
  const merged = account.map((line) => browser.find((mine) => mine.toolId === line.toolId) ?? line);
  return [...merged, ...browser.filter((mine) => !account.some((line) => line.toolId === mine.toolId))];
}

const saveToAccount = (lines: CartLine[]) => call('PUT /cart', { body: { lines } });

export function CartProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [lines, setLines] = useState<CartLine[]>(stored);
  const buyer = user?.role === 'user' ? user.email : null;
  const offered = user?.role !== 'admin';
  // The account whose cart is loaded, and what it holds; changes are saved to it.
  const synced = useRef<string | null>(null);
  const saved = useRef('');
  const previous = useRef(user?.email ?? null);

  useEffect(() => {
    const json = JSON.stringify(lines);
    localStorage.setItem(STORAGE_KEY, json);
    if (!synced.current || json === saved.current) return;
    // Typing a quantity saves once the buyer pauses, not at every key.
    const timer = window.setTimeout(() => {
      saved.current = json;
      saveToAccount(lines).catch(() => {
        saved.current = '';
      });
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lines]);

  // Signing in merges the browser's cart into the account's; signing out leaves the account's
  // cart on the account and none in this browser.
  useEffect(() => {
    const signedOut = previous.current !== null && user === null;
    previous.current = user?.email ?? null;
    if (signedOut) {
      synced.current = null;
      localStorage.removeItem(STORAGE_KEY);
      setLines([]);
      return;
    }
    if (!buyer || synced.current === buyer) return;
    let current = true;
    call('GET /cart')
      .then(async (account) => {
        const merged = mergeCarts(account.lines, stored());
        // Saved only when the browser added something the account lacked.
        if (JSON.stringify(merged) !== JSON.stringify(account.lines)) {
          await saveToAccount(merged);
        }
        if (!current) return;
        synced.current = buyer;
        saved.current = JSON.stringify(merged);
        // What the buyer changed while the account answered stays: on a slow line a tool added
        // meanwhile would otherwise vanish. (Any such change is then saved as usual.)
        setLines((now) => mergeCarts(merged, now));
      })
      .catch(() => {
        // The cart stays in the browser; the next change tries the account again.
      });
    return () => {
      current = false;
    };
  }, [buyer, user]);

  const value = useMemo<CartState>(() => {
    // Kept in the browser at once, not by the effect after the next paint: a buyer who adds a
    // tool and leaves the page straight away (a link outside the app, a reload) keeps it.
    const change = (next: CartLine[]) => {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      setLines(next);
    };
    return {
      lines,
      offered,
      add: (toolId, quantity) =>
        change(
          lines.some((line) => line.toolId === toolId)
            ? lines.map((line) => (line.toolId === toolId ? { toolId, quantity: line.quantity + quantity } : line))
            : [...lines, { toolId, quantity }],
        ),
      set: (toolId, quantity) => change(lines.map((line) => (line.toolId === toolId ? { toolId, quantity } : line))),
      remove: (toolId) => change(lines.filter((line) => line.toolId !== toolId)),
      clear: () => {
        localStorage.removeItem(STORAGE_KEY);
        setLines([]);
      },
    };
  }, [lines, offered]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart outside <CartProvider>');
  return state;
}
