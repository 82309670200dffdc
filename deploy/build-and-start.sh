#!/usr/bin/env bash
# Builds, installs and starts Tonic the same way everywhere: deploy/Dockerfile RUNs its steps,
# the image and the systemd unit start it with `start`, and CI (no Docker daemon) runs `smoke`.
#
#   deploy/build-and-start.sh build          in the source folder: npm ci, npm run build (dist/)
#   deploy/build-and-start.sh install        in the app folder (package.json, package-lock.json):
#                                            npm ci --omit=dev, the runtime dependencies only
#   deploy/build-and-start.sh start          in the app folder (with dist/): exec node on the bundle
#   deploy/build-and-start.sh health         exit 0 when GET /readyz on $PORT answers 200 (ready)
#   deploy/build-and-start.sh smoke [--demo] build, install and start here, in a temporary folder,
#                                            with the node on PATH; check it; stop it (exit 0)
#
# smoke builds from the files of this checkout with its own node_modules (CI has just run npm ci),
# installs the runtime dependencies from the registry into a folder of their own, as the image's
# install stage does, and starts a production node on a new SQLite database. Without --demo it
# makes an administrator with the bundled admin command and signs in; with --demo it starts with
# the demo data (TONIC_ALLOW_DEMO_ACCOUNTS) and also sends a message over a socket
# (scripts/smoke.ts). Native addons build offline when npm_config_nodedir points at the headers
# of the node that runs (.ci/run sets it).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"

build() {
  npm ci --no-audit --no-fund
  npm run build
}

install() {
  npm ci --omit=dev --no-audit --no-fund
}

start() {
  exec node --enable-source-maps dist/server/main.mjs
}

health() {
  node -e "fetch('http://127.0.0.1:${PORT:-3000}/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}

smoke() {
  local demo=false
  [ "${1:-}" = "--demo" ] && demo=true
  # Globals: the exit trap runs after this function has returned.
  server_pid=""
  work="$(mktemp -d "${TMPDIR:-/tmp}/tonic-smoke.XXXXXX")"
  cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid"; fi
    rm -rf "$work"
  }
  trap cleanup EXIT
  echo "smoke: node $(node --version), in $work"

  # Build stage: the repository's files (what a docker build context holds), this node_modules.
  mkdir -p "$work/src"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$work/src"
  ln -s "$(readlink -f "$root/node_modules")" "$work/src/node_modules"
  (cd "$work/src" && npm run --silent build >"$work/build.log" 2>&1) || { tail -30 "$work/build.log"; exit 1; }
  echo "smoke: built dist/ ($(du -sh "$work/src/dist" | cut -f1))"

  # Install stage: the runtime dependencies only, then the built dist/ beside them.
  mkdir -p "$work/app/deploy"
  cp "$root/package.json" "$root/package-lock.json" "$work/app/"
  cp "$here/build-and-start.sh" "$work/app/deploy/"
  (cd "$work/app" && deploy/build-and-start.sh install >"$work/install.log" 2>&1) || { tail -30 "$work/install.log"; exit 1; }
  cp -r "$work/src/dist" "$work/app/dist"
  # Packages whose declared engines this node does not meet (docs/decisions.md says which are expected).
  grep -A1 'EBADENGINE Unsupported engine' "$work/install.log" | sed -n "s/.*package: '\(.*\)',/smoke: npm warned, engine: \1/p" | sort -u || true
  echo "smoke: installed the runtime dependencies (node_modules $(du -sh "$work/app/node_modules" | cut -f1))"

  local port
  port="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
  export NODE_ENV=production HOST=127.0.0.1 PORT="$port" TONIC_DATA_DIR="$work/data" \
    TONIC_PUBLIC_URL="http://127.0.0.1:$port" TONIC_LOG_LEVEL=info
  local url="http://127.0.0.1:$port"
  local check=("$url" --demo)
  if $demo; then
    export TONIC_SEED=demo TONIC_ALLOW_DEMO_ACCOUNTS=true
  else
    # The bundled operator commands, as an operator runs them on a new school's server.
    (cd "$work/app" && npm run --silent migrate)
    local password="smoke-$RANDOM-$RANDOM-check"
    (cd "$work/app" && npm run --silent admin -- create --email smoke@example.com --first-name Smoke \
      --last-name Check --password-stdin <<<"$password")
    check=("$url" --email smoke@example.com --password "$password")
  fi

  (cd "$work/app" && exec deploy/build-and-start.sh start) >"$work/server.log" 2>&1 &
  server_pid=$!
  local waited=0
  until (cd "$work/app" && deploy/build-and-start.sh health); do
    if ! kill -0 "$server_pid" 2>/dev/null || [ "$waited" -ge 120 ]; then
      echo "smoke: the server did not come up"; tail -30 "$work/server.log"; exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  "$root/node_modules/.bin/tsx" "$root/scripts/smoke.ts" "${check[@]}" || { tail -30 "$work/server.log"; exit 1; }
  # The start-up line: engine (with the SQLite driver's build), adapter, mail, address, data folder.
  sed -n 's/.*"msg":"\(Tonic ([^"]*) started: [^"]*\)".*/smoke: \1/p' "$work/server.log" | head -1

  kill -TERM "$server_pid"
  local code=0
  wait "$server_pid" || code=$?
  server_pid=""
  if [ "$code" -ne 0 ]; then echo "smoke: the server exited $code on SIGTERM"; tail -30 "$work/server.log"; exit 1; fi
  echo "ok: stopped cleanly on SIGTERM (exit 0)"
}

# One compound command, read whole before it runs: the file may change under a long smoke run.
{
  case "${1:-}" in
    build | install | start | health) "$1" ;;
    smoke)
      shift
      smoke "$@"
      ;;
    *)
      sed -n '5,11p' "$0" >&2
      exit 2
      ;;
  esac
  exit
}
