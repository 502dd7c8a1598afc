// Test only (test/faults-host.test.ts, through ./node): errors nothing in the host catches, for the
// process-level handler of src/main.ts. CLAUDE_CHAT_HOST_FAULT=throw,reject throws an error and rejects a
// promise, once, as soon as the host log CLAUDE_CHAT_HOST_FAULT_LOG exists: the host opens it with the
// first `open`, so both errors can land there.
const fs = require('node:fs');

const faults = (process.env.CLAUDE_CHAT_HOST_FAULT || '').split(',').filter(Boolean);
const log = process.env.CLAUDE_CHAT_HOST_FAULT_LOG;
if (faults.length && log) {
  const timer = setInterval(() => {
    if (!fs.existsSync(log)) return;
    clearInterval(timer);
    for (const fault of faults) {
      if (fault === 'throw')
        setTimeout(() => {
          throw new Error('injected fault: thrown');
        }, 0);
      if (fault === 'reject')
        setTimeout(() => {
          void Promise.reject(new Error('injected fault: rejected'));
        }, 0);
    }
  }, 10);
  timer.unref();
}
