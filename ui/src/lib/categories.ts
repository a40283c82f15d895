// The category tree (`GET /api/categories`, depth first, each with the tools in it and below
// it) and a category's words in the reader's language, as `shared::category` gives them.
import { screens } from '@/config/paths';
import { endpoint } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { Category } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/** A category's page. */
export const categoryPath = (slug: string) => screens.category.replace(':slug', encodeURIComponent(slug));

export const useCategories = () => useApi<Category[]>(endpoint('GET /categories'));

/**
 * A category's part of the tree (`GET /api/categories/{slug}`): the categories from the top
 * down to it, each with its specifications, then its sub-categories. Enough for [`pathTo`],
 * [`childrenOf`] the category and `specsAlong`, at a few kilobytes however large the tree.
 * A slug that is no category's is a 404 (`status`).
 */
export const useCategoryBranch = (slug: string | undefined) =>
  useApi<Category[]>(slug ? endpoint('GET /categories/{slug}', { params: { slug } }) : null);

export const categoryName = (category: Pick<Category, 'name' | 'nameBn'>) =>
  (currentLanguage() === 'bn' && category.nameBn) || category.name;

export const categoryDescription = (category: Pick<Category, 'description' | 'descriptionBn'>) =>
  (currentLanguage() === 'bn' && category.descriptionBn) || category.description;

/** The categories directly inside `parent` (the top of the tree for null), in the tree's order. */
export const childrenOf = (all: readonly Category[], parent: string | null) => all.filter((category) => (category.parent ?? null) === parent);

/** The categories from the top of the tree down to `slug`'s own: the breadcrumb. */
export function pathTo(all: readonly Category[], slug: string): Category[] {
  const path: Category[] = [];
  let next: string | null | undefined = slug;
  while (next && path.length <= 3) {
    const category = all.find((candidate) => candidate.slug === next);
    if (!category || path.includes(category)) break;
    path.unshift(category);
    next = category.parent;
  }
  return path;
}
