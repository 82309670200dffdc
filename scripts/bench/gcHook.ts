// Preloaded into every server child (Tonic and both floors, started with --expose-gc): SIGUSR2
// runs a full garbage collection, so the memory readings before and after connecting the fleet
// compare live memory, not whatever start-up garbage V8 happened to have kept or released.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
});
