/** Settings › PDFs: a category's PDFs with Delete (the server deletes, then its signed DELETE, then reload). */
import { useCallback, useState } from 'react';
import { TUTE_CATEGORIES, type TuteCategory, type TuteItem } from '@schemas';
import { adminTexts } from '../../../../texts/en-admin';
import { deleteFile } from '../../api/delete-file';
import { getTutes } from '../../../tutes';
import { callSignedDelete } from '../../api/signed-delete';
import { useReloadableList } from '../../hooks/use-reloadable-list';
import { Field } from '../Field';
import { formatFileSize } from './file-size';
import { ItemList } from './ItemList';

const t = adminTexts.settings;

export function TuteSettings() {
  const [category, setCategory] = useState<TuteCategory>(TUTE_CATEGORIES[0]);
  const fetchPage = useCallback((cursor: string | null) => getTutes(category, cursor), [category]);
  const list = useReloadableList(fetchPage);

  const remove = async (tute: TuteItem) => {
    const { signedUrl } = await deleteFile(category, `${tute.name}.pdf`);
    await callSignedDelete(signedUrl);
  };

  return (
    <>
      <Field name="settings-pdf-category" label={t.category}>
        {(control) => (
          <select {...control} value={category} onChange={(e) => setCategory(e.target.value as TuteCategory)}>
            {TUTE_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {adminTexts.tutes.categories[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ItemList
        id="settings-pdfs"
        heading={t.tuteListLabel(adminTexts.tutes.categories[category])}
        {...list}
        emptyText={t.noTutes}
        itemKey={(tute) => tute.name}
        itemName={(tute) => tute.name}
        onDelete={remove}
        renderItem={(tute) => (
          <>
            <a className="settings-item__title" href={tute.url} target="_blank" rel="noopener noreferrer">
              {tute.name}
            </a>
            <p className="settings-item__facts">
              {[tute.year ? t.yearOf(tute.year) : '', formatFileSize(tute.size)].filter(Boolean).join(' · ')}
            </p>
          </>
        )}
      />
    </>
  );
}
