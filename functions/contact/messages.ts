/** The contact group's response texts (§8), in one place. */
export const contactMessages = {
  sent: 'Successfully Sent',
} as const;
