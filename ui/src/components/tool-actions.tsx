import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { screenOf, screens } from '@/config/paths';
import { useCart } from '@/lib/cart';
import { type Tool } from '@/lib/model';
import { words } from '@/lib/i18n';
import { toolName } from '@/lib/tool-text';

/**
 * Confirm Order and Add to cart, as a card and a tool's page offer them. Add to cart starts at
 * the minimum order (the cart page changes it) and is off for a tool whose stock is below it.
 * `onCard`: the buttons name the tool for screen readers, where several cards share a page,
 * and on a phone, where two cards stand side by side, they are short: 'Buy now' and '+'.
 */
export function ToolActions({ tool, onCard = false }: { tool: Tool; onCard?: boolean }) {
  const { t } = useTranslation();
  const cart = useCart();
  const soldOut = tool.availableQuantity < tool.minOrder;

  function addToCart() {
    cart.add(tool._id, tool.minOrder);
    toast.success(words.ADDED_TO_CART);
  }

  const confirm = screenOf(screens.confirmPurchase, tool._id);
  return (
    <div className="tool-card__actions">
      {/* Two links, one shown at a time: each says aloud the words it shows. */}
      <Link to={confirm} className="button tool-card__long" aria-label={onCard ? t('CONFIRM_ORDER_NAMED', { tool: toolName(tool) }) : undefined}>
        {t('CONFIRM_ORDER')}
      </Link>
      {onCard && (
        <Link to={confirm} className="button tool-card__short" aria-label={t('BUY_NOW_NAMED', { tool: toolName(tool) })}>
          {t('BUY_NOW')}
        </Link>
      )}
      {cart.offered && (
        <button
          type="button"
          className="button button--outline tool-card__add"
          onClick={addToCart}
          disabled={soldOut}
          aria-label={onCard ? t('ADD_TO_CART_NAMED', { tool: toolName(tool) }) : undefined}
        >
          {onCard ? (
            <>
              <span className="tool-card__long">{t('ADD_TO_CART')}</span>
              <span className="tool-card__short" aria-hidden="true">
                +
              </span>
            </>
          ) : (
            t('ADD_TO_CART')
          )}
        </button>
      )}
    </div>
  );
}
