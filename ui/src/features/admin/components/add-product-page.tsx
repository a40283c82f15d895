import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { ImagePicker } from '@/components/image-picker';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { checkProduct, countCharacters, errorsByField, type ProductFields } from '@/lib/model';
import { imageProblem, uploadImage } from '@/lib/upload';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { addTool, useToolsNamed } from '../api/products';
import { formatCount, words } from '@/lib/i18n';

// The standard VAT rate, 15 %, until the admin types another (0 for an exempt tool).
const EMPTY: ProductFields = { toolName: '', toolPrice: '', minOrder: '', availableQuantity: '', toolImage: '', toolDescription: '', vatRate: '15', toolNameBn: '', toolDescriptionBn: '' };
/** Stands in for the picture's address while it is only chosen, not yet uploaded. */
const CHOSEN = '/api/images/chosen';

/**
 * Add A Product In Our Database. The shared rules check every field as the admin types (the
 * duplicate name against the tools named alike, looked up as the name is typed); on submit the picture is uploaded with its
 * progress shown, then the product is created. A failure keeps everything typed.
 */
export function AddProductPage() {
  const { t } = useTranslation();
  useTitle(t('ADD_PRODUCT_TITLE'));
  const [form, setForm] = useState(EMPTY);
  const { data: tools } = useToolsNamed(form.toolName);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof ProductFields, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { busy, run } = useMutation();
  const [resets, setResets] = useState(0);
  const names = useMemo(() => tools?.map((tool) => tool.toolName) ?? [], [tools]);
  const outcome = useMemo(() => checkProduct({ ...form, toolImage: image ? CHOSEN : '' }, names), [form, image, names]);
  const allErrors = errorsByField(outcome);
  const shown = (field: keyof ProductFields) => (submitted || touched[field] ? allErrors[field] : undefined);

  const update = (field: keyof ProductFields) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  function chooseImage(file: File | null) {
    setImage(file);
    setImageError(file ? imageProblem(file) : null);
    setTouched((current) => ({ ...current, toolImage: true }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!outcome.ok || !image || imageError) return;
    const add = async () => {
      setProgress(0);
      const toolImage = await uploadImage(image, setProgress);
      const reply = await addTool({ ...form, toolImage });
      if (!reply.insertedId) throw new ApiError(words.TOOL_ADD_FAILED, 500, 'no_id', null);
      return reply;
    };
    await run('add', add, {
      success: words.TOOL_ADDED,
      onSuccess: () => {
        setForm(EMPTY);
        setImage(null);
        setTouched({});
        setSubmitted(false);
        setResets((n) => n + 1);
      },
      onError: (failure) => {
        if (failure.field === 'image') setImageError(failure.message);
      },
    });
    setProgress(null);
  }

  return (
    <section>
      <form className="card form product-form" noValidate onSubmit={submit} aria-labelledby="add-product-title">
        <h1 id="add-product-title">{t('ADD_PRODUCT_HEADING')}</h1>
        <TextField label={t('TOOL_NAME')} name="toolName" value={form.toolName} error={shown('toolName')} onChange={update('toolName')} />
        <div className="form__row">
          <TextField label={t('TOOL_PRICE_TK')} name="toolPrice" inputMode="decimal" value={form.toolPrice} error={shown('toolPrice')} onChange={update('toolPrice')} />
          <TextField label={t('MIN_ORDER_SHORT')} name="minOrder" inputMode="numeric" value={form.minOrder} error={shown('minOrder')} onChange={update('minOrder')} />
          <TextField
            label={t('AVAILABLE_QUANTITY')}
            name="availableQuantity"
            inputMode="numeric"
            value={form.availableQuantity}
            error={shown('availableQuantity')}
            onChange={update('availableQuantity')}
          />
          <TextField label={t('VAT_RATE_FIELD')} name="vatRate" inputMode="decimal" value={form.vatRate} error={shown('vatRate')} onChange={update('vatRate')} />
        </div>
        <ImagePicker label={t('TOOL_IMAGE')} error={imageError ?? shown('toolImage') ?? null} progress={progress} onChoose={chooseImage} resetKey={resets} />
        <TextAreaField
          label={t('TOOL_DESCRIPTION')}
          name="toolDescription"
          rows={4}
          value={form.toolDescription}
          error={shown('toolDescription')}
          onChange={update('toolDescription')}
        />
        <p className="muted small">{t('DESCRIPTION_COUNT', { count: formatCount(countCharacters(form.toolDescription.trim())) })}</p>
        <TextField label={t('TOOL_NAME_BN')} name="toolNameBn" lang="bn" hint={t('IN_BANGLA_HINT')} value={form.toolNameBn} error={shown('toolNameBn')} onChange={update('toolNameBn')} />
        <TextAreaField
          label={t('TOOL_DESCRIPTION_BN')}
          name="toolDescriptionBn"
          lang="bn"
          rows={3}
          value={form.toolDescriptionBn}
          error={shown('toolDescriptionBn')}
          onChange={update('toolDescriptionBn')}
        />
        {form.toolDescriptionBn.trim() && (
          <p className="muted small">{t('DESCRIPTION_COUNT', { count: formatCount(countCharacters(form.toolDescriptionBn.trim())) })}</p>
        )}
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? (progress !== null && progress < 100 ? t('UPLOADING_PERCENT', { percent: formatCount(progress) }) : t('ADDING')) : t('ADD_THIS_PRODUCT')}
        </button>
      </form>
    </section>
  );
}
