// When preact/compat renders a state update (decision 0044, "Render scheduling"). Preact queues
// them in a microtask, so everything a task sets off (hydration, the effects it runs, the data that
// arrives, the renders those cause) ran as one long task. React renders a non-discrete update in a
// task of its own (its scheduler posts a message) and a discrete event's update at once. This does
// the same: an update made while an event is being dispatched renders in a microtask, as before;
// any other (timers, fetches, effects, a suspended part resuming) in a new task, so the browser can
// paint and answer input between them.
import { options } from 'preact';

// Browsers only: the build-time pre-render (Node) renders once, and an open port would keep Node
// from exiting.
const channel =
  typeof document === 'object' && typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
let pending: (() => void) | undefined;
if (channel) {
  channel.port1.onmessage = () => {
    const run = pending;
    pending = undefined;
    run?.();
  };
  /** Preact calls this once per batch of updates, with the function that renders them. */
  options.debounceRendering = (render: () => void) => {
    if (window.event) {
      queueMicrotask(render);
      return;
    }
    pending = render;
    channel.port2.postMessage(null);
  };
}
