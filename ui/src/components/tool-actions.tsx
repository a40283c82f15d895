import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { screenOf, screens } from '@/config/paths';
import { useCart } from '@/lib/cart';
import { type Tool } from '@/lib/model';
import { words } from '@/lib/i18n';

/**
 * Confirm Order and Add to cart, as a card and a tool's page offer them. Add to cart starts at
 * the minimum order (the cart page changes it) and is off for a tool whose stock is below it.
 * `named`: the buttons name the tool for screen readers, where several cards share a page.
 */
export function ToolActions({ tool, named = false }: { tool: Tool; named?: boolean }) {
  const { t } = useTranslation();
  const cart = useCart();
  const soldOut = tool.availableQuantity < tool.minOrder;

  function addToCart() {
    cart.add(tool._id, tool.minOrder);
    toast.success(words.ADDED_TO_CART);
  }

  return (
    <div className="tool-card__actions">
      <Link to={screenOf(screens.confirmPurchase, tool._id)} className="button" aria-label={named ? t('CONFIRM_ORDER_NAMED', { tool: tool.toolName }) : undefined}>
        {t('CONFIRM_ORDER')}
      </Link>
      {cart.offered && (
        <button
          type="button"
          className="button button--outline"
          onClick={addToCart}
          disabled={soldOut}
          aria-label={named ? t('ADD_TO_CART_NAMED', { tool: tool.toolName }) : undefined}
        >
          {t('ADD_TO_CART')}
        </button>
      )}
    </div>
  );
}
