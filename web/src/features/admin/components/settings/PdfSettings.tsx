/** Settings › PDFs: a category's PDFs with Delete (§4: the server deletes, then its signed DELETE, then reload). */
import { useCallback, useState } from 'react';
import { PDF_CATEGORIES, type PdfCategory, type PdfItem } from '../../../../../../functions/shared/schemas';
import { adminText } from '../../../../messages/en-admin';
import { deleteFile } from '../../api/delete-file';
import { getTutes } from '../../../tutes';
import { callSignedDelete } from '../../api/signed-delete';
import { useReloadableList } from '../../hooks/use-reloadable-list';
import { Field } from '../Field';
import { ItemList } from './ItemList';

const t = adminText.settings;
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export function PdfSettings() {
  const [category, setCategory] = useState<PdfCategory>(PDF_CATEGORIES[0]);
  const fetchPage = useCallback((cursor: string | null) => getTutes(category, cursor), [category]);
  const list = useReloadableList(fetchPage);

  const remove = async (pdf: PdfItem) => {
    const { signedUrl } = await deleteFile(category, `${pdf.name}.pdf`);
    await callSignedDelete(signedUrl);
  };

  return (
    <>
      <Field name="settings-pdf-category" label={t.category}>
        {(control) => (
          <select {...control} value={category} onChange={(e) => setCategory(e.target.value as PdfCategory)}>
            {PDF_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {adminText.tutes.categories[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ItemList
        id="settings-pdfs"
        heading={t.pdfListLabel(adminText.tutes.categories[category])}
        {...list}
        emptyText={t.noPdfs}
        itemKey={(pdf) => pdf.name}
        itemName={(pdf) => pdf.name}
        onDelete={remove}
        renderItem={(pdf) => (
          <>
            <a className="settings-item__title" href={pdf.url} target="_blank" rel="noopener noreferrer">
              {pdf.name}
            </a>
            <p className="settings-item__facts">
              {[pdf.year ? t.yearOf(pdf.year) : '', t.size(megabytes(pdf.size))].filter(Boolean).join(' · ')}
            </p>
          </>
        )}
      />
    </>
  );
}
