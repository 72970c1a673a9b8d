/** The exam group's response texts (the API contract, §8), in one place. */
export const examMessages = {
  created: 'Exam created successfully!',
  duplicate: 'An exam with this title already exists.',
  deleted: 'Exam deleted',
  notFound: 'Exam not found.',
} as const;
