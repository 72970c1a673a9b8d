/**
 * The NIC check's one message, apart from the decoding in nic.ts: the message registry (and so every
 * function's bundle) needs the text, while only registration needs the decoder.
 */
export const NIC_ERROR = 'You Entered NIC Number Is wrong';
