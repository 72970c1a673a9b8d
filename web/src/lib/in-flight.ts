/**
 * Count of requests in flight (the spinner shows while it is above zero). A tiny external store
 * rather than React state so the API client, which lives outside React, can drive it.
 */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

export const inFlight = {
  start(): void {
    count += 1;
    emit();
  },
  end(): void {
    if (count > 0) count -= 1;
    emit();
  },
  get(): number {
    return count;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
