/** The exams feature's public entry: the one fetcher of every exam (the admin lists them too). */
export { getExams } from './api/get-exams';
