/**
 * Settings › Exams: every exam with Delete after 'Are you sure you want to delete "{title}"?'.
 * A failed exam delete is logged, and the tutor also gets a toast, or the exam would silently stay.
 */
import { useCallback } from 'react';
import type { ExamView } from '@schemas';
import { adminTexts } from '../../../../texts/en-admin';
import { deleteExam } from '../../api/delete-exam';
import { getExams } from '../../../exams';
import { useReloadableList } from '../../hooks/use-reloadable-list';
import { ItemList } from './ItemList';

const t = adminTexts.settings;

export function ExamSettings() {
  const fetchPage = useCallback(async () => ({ list: await getExams(), nextCursor: null }), []);
  const list = useReloadableList<ExamView>(fetchPage);

  return (
    <ItemList
      id="settings-exams"
      heading={t.examListLabel}
      {...list}
      emptyText={t.noExams}
      itemKey={(exam) => exam.title}
      itemName={(exam) => exam.title}
      onDelete={async (exam) => {
        await deleteExam(exam.title);
      }}
      failureText={() => t.examDeleteFailed}
      renderItem={(exam) => (
        <>
          <p className="settings-item__title">{exam.title}</p>
          <p className="settings-item__facts">{t.examFacts(exam.year, exam.duration)}</p>
        </>
      )}
    />
  );
}
