/** The class group's response texts (the API contract), in one place. */
export const classMessages = {
  deleted: 'Class deleted',
  notFound: 'Class not found.',
} as const;
