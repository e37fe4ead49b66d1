// A stand-in for the anywidget model (get/set/on/off/save_changes/send), used by the
// unit tests and the dev harness. It records every message sent to "Python".
export class FakeModel {
  constructor(state = {}) {
    this.state = { ...state };
    this.handlers = new Map();
    this.sent = [];
    this.saved = 0;
  }

  get(name) {
    return this.state[name];
  }

  /** Set a trait and fire change:<name>, as a synced trait update does. */
  set(name, value) {
    this.state[name] = value;
    for (const cb of [...(this.handlers.get(`change:${name}`) || [])]) cb({ name, value });
    for (const cb of [...(this.handlers.get("change") || [])]) cb({ name, value }); // as Backbone does after one set()
  }

  on(event, cb) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(cb);
  }

  off(event, cb) {
    if (!event) this.handlers.clear();
    else if (!cb) this.handlers.delete(event);
    else if (this.handlers.has(event)) this.handlers.get(event).delete(cb);
  }

  save_changes() {
    this.saved += 1;
  }

  send(msg) {
    this.sent.push(msg);
    if (this.onSend) this.onSend(msg);
  }

  /** A custom message from "Python" (fires msg:custom, as model.send does in the kernel). */
  emit(msg) {
    for (const cb of [...(this.handlers.get("msg:custom") || [])]) cb(msg, []);
  }

  /** Number of listeners still attached (cleanup tests expect 0). */
  listenerCount() {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }
}
