// The category tree as the owner changes it; each change answers the whole tree.
import { call } from '@/lib/api-client';
import type { CategoryForm, SpecsForm } from '@/lib/model';

export const addCategory = (form: CategoryForm) => call('POST /category', { body: form });

export const changeCategory = (slug: string, form: CategoryForm) => call('PUT /category/{slug}', { params: { slug }, body: form });

export const removeCategory = (slug: string) => call('DELETE /category/{slug}', { params: { slug } });

export const setSpecs = (slug: string, form: SpecsForm) => call('PUT /category/{slug}/specs', { params: { slug }, body: form });
