// The owner's texts: the terms and privacy pages and the home page's figures, read by the
// public pages and written from the dashboard.
import { call, endpoint } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { HomeFigureForm, HomeFigures, PageSlug, ShopPage, ShopPageBody } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const usePage = (slug: PageSlug) => useApi<ShopPage>(endpoint('GET /pages/{slug}', { params: { slug } }));

export const useHomeFigures = () => useApi<HomeFigures>(endpoint('GET /home-figures'));

export const savePage = (slug: PageSlug, body: ShopPageBody) => call('PUT /pages/{slug}', { params: { slug }, body });

export const saveFigures = (figures: HomeFigureForm[]) => call('PUT /home-figures', { body: { figures } });

/** A page's text in the reader's language. */
export const pageText = (page: ShopPage) => (currentLanguage() === 'bn' ? page.bn : page.en);

/** What a figure counts, in the reader's language. */
export const figureLabel = (figure: { labelEn: string; labelBn: string }) => (currentLanguage() === 'bn' ? figure.labelBn : figure.labelEn);
