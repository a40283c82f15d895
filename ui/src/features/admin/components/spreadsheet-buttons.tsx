import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screens } from '@/config/paths';
import { endpoint } from '@/lib/api-client';
import { download } from '@/lib/download';
import { saveFile } from '@/lib/save-file';
import { useMutation } from '@/lib/use-mutation';

/** The two files the catalogue is kept in as a spreadsheet: the tools, and the category tree. */
export type SpreadsheetFile = 'catalogue' | 'categories';

const exportWords = {
  catalogue: { csv: 'EXPORT_CATALOGUE', xlsx: 'EXPORT_CATALOGUE_XLSX' },
  categories: { csv: 'EXPORT_CATEGORIES', xlsx: 'EXPORT_CATEGORIES_XLSX' },
} as const;

/**
 * A file's export as CSV and XLSX, and the import page that reads either back: the owner's
 * round trip through a spreadsheet.
 */
export function SpreadsheetButtons({ file }: { file: SpreadsheetFile }) {
  const { t } = useTranslation();
  const { running, run } = useMutation();

  async function exportAs(format: 'csv' | 'xlsx') {
    const address =
      file === 'catalogue' ? endpoint('GET /exports/catalogue', { query: { format } }) : endpoint('GET /exports/categories', { query: { format } });
    const saved = await run(`export-${format}`, () => download(address), { success: null });
    if (saved) saveFile(saved, `${file}.${format}`);
  }

  return (
    <p className="button-row">
      {(['csv', 'xlsx'] as const).map((format) => (
        <button key={format} type="button" className="button button--outline" disabled={running === `export-${format}`} onClick={() => void exportAs(format)}>
          {t(exportWords[file][format])}
        </button>
      ))}
      <Link className="button button--outline" to={screens.importCatalogue}>
        {t('IMPORT_CATALOGUE')}
      </Link>
    </p>
  );
}
