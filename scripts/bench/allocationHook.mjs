// Preloaded (NODE_OPTIONS=--import) into a server by scripts/bench/allocationProfile.ts: SIGWINCH
// starts V8's sampling heap profiler, keeping objects the GC has already collected (a submit's
// garbage is what is measured, not what survives); the next SIGWINCH writes the profile to
// $TONIC_ALLOCATION_PROFILE. With TONIC_PROFILE_KIND=cpu it runs the CPU profiler instead.
import fs from 'node:fs';
import inspector from 'node:inspector';

const session = new inspector.Session();
session.connect();
let sampling = false;
const cpu = process.env.TONIC_PROFILE_KIND === 'cpu';
process.on('SIGWINCH', () => {
  if (cpu) {
    if (!sampling) {
      session.post('Profiler.enable');
      session.post('Profiler.setSamplingInterval', { interval: 100 });
      session.post('Profiler.start');
      sampling = true;
      return;
    }
    session.post('Profiler.stop', (error, result) => {
      if (error) throw error;
      fs.writeFileSync(process.env.TONIC_ALLOCATION_PROFILE, JSON.stringify(result.profile));
      sampling = false;
    });
    return;
  }
  if (!sampling) {
    session.post('HeapProfiler.enable');
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    sampling = true;
    return;
  }
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) throw error;
    fs.writeFileSync(process.env.TONIC_ALLOCATION_PROFILE, JSON.stringify(result.profile));
    sampling = false;
  });
});
