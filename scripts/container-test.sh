#!/usr/bin/env bash
# The container image, tested where no image registry can be reached: builds a base image of its
# own (Debian bookworm from debootstrap, Node 24 from the npm package node@24), builds Tend's image
# from the Containerfile on it, and runs it with podman against a fresh database on the machine's
# PostgreSQL (127.0.0.1:5432, host networking; the database is dropped at the end). It checks:
# a missing required variable stops the container at once with its name; a database left by an
# older commit's migrations is upgraded on start; start to healthy; sign
# up and log a meal; npm run invite's script makes and lists a code inside the container; a
# restart of the app keeps the meal; the app's memory in the container; a second replica on the
# same database sees what the first wrote and the other way round; kill -9 of the app mid-write
# loses nothing acknowledged; a clean stop (exit 0) within 10 s; a database that is down at start
# is waited for, and one that goes away under the app is reported by the health check and found
# again; a database migrated by a newer version is refused with a clear message. Prints the image
# size, the start-to-healthy times, the memory and its own run time.
#
# Needs root (apt-get, debootstrap, podman), the npm registry (for node@24 and the build's npm ci)
# and a Debian mirror on the first run. The base is cached in TEND_CONTAINER_CACHE (default
# $TMPDIR/tend-container-cache), safe to lose.
set -euo pipefail
cd "$(dirname "$0")/.."
script_started=$(date +%s)

say() { printf '\n== %s\n' "$*"; }
fail() {
  printf '\nFAILED: %s\n' "$*" >&2
  exit 1
}
millis() { date +%s%3N; }

missing=()
for tool in podman:podman runc:/usr/sbin/runc debootstrap:/usr/sbin/debootstrap; do
  command -v "${tool#*:}" >/dev/null || missing+=("${tool%%:*}")
done
if [ "${#missing[@]}" -gt 0 ]; then
  say "Installing ${missing[*]} with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
for tool in node curl psql createdb dropdb; do command -v "$tool" >/dev/null || fail "$tool is needed"; done
# Node 24 on the machine too: the older commit's migrate CLI is TypeScript. .ci/run's cache of it:
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 24 ]; then
  cached="${TEND_NODE_CACHE:-$HOME/.node24}/node_modules/.bin"
  [ -x "$cached/node" ] || fail "Node 24 is needed (this is Node $(node --version))"
  export PATH="$cached:$PATH"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/tend-container-test.XXXXXX")"
# crun fails on this machine's cgroups, and the default ulimits cannot be set in a nested container.
printf '[containers]\ndefault_ulimits = []\n' >"$work/containers.conf"
export CONTAINERS_CONF="$work/containers.conf"
podman_run() { podman run --runtime /usr/sbin/runc "$@"; }

image="localhost/tend:container-test"
name="tend-container-test-$$"
volume="$name-data"
database="tend_container_$$_$RANDOM"
pg_admin="postgres://root@127.0.0.1:5432/postgres"
database_url="postgres://root@127.0.0.1:5432/$database"
port=$((20000 + RANDOM % 10000))
port_b=$((port + 1))
proxy_port=$((port + 2))
app_url="http://127.0.0.1:$port"

proxy_pid=""
cleanup() {
  [ -z "$proxy_pid" ] || kill "$proxy_pid" 2>/dev/null || true
  podman rm -f -t 0 "$name-b" >/dev/null 2>&1 || true
  podman volume rm -f "$volume-b" >/dev/null 2>&1 || true
  podman rm -f -t 0 "$name-wait" >/dev/null 2>&1 || true
  podman rm -f -t 0 "$name" >/dev/null 2>&1 || true
  podman rm -f -t 0 "$name-newer" >/dev/null 2>&1 || true
  podman volume rm -f "$volume" >/dev/null 2>&1 || true
  dropdb --if-exists --force -h 127.0.0.1 -U root "$database" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

(exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null || fail "no PostgreSQL at 127.0.0.1:5432"

say "Base image"
base_started=$(millis)
base="$(bash scripts/container-base.sh)"
echo "$base ($(($(millis) - base_started)) ms)"

say "Building $image from the Containerfile"
build_started=$(millis)
# Host networking: npm ci in the build stage reaches the registry as the machine does.
podman build --runtime /usr/sbin/runc --network host --format docker --build-arg "BASE_IMAGE=$base" \
  -t "$image" -f Containerfile . >"$work/build.log" 2>&1 || {
  tail -40 "$work/build.log"
  fail "the image did not build"
}
build_ms=$(($(millis) - build_started))
image_bytes=$(podman image inspect -f '{{.Size}}' "$image")
image_mb=$((image_bytes / 1000000))
echo "built in $((build_ms / 1000)) s; image size $image_mb MB"
[ "$image_mb" -lt 350 ] || fail "the image is $image_mb MB, over the 350 MB goal"

say "A missing required variable stops the container at once, with its name"
set +e
output="$(podman_run --rm --network host --health-interval disable -e "PORT=$port" "$image" 2>&1)"
code=$?
set -e
echo "$output"
[ "$code" -ne 0 ] || fail "the container started without AUTH_SECRET"
grep -q 'AUTH_SECRET is required' <<<"$output" || fail "the message does not name AUTH_SECRET"

createdb -h 127.0.0.1 -U root "$database"
echo "fresh database $database on the machine's PostgreSQL"

# start_app [container] [port] [volume] [database URL]: the first replica on the test database by default.
start_app() {
  local container="${1:-$name}" app_port="${2:-$port}" data="${3:-$volume}" url="${4:-$database_url}"
  # The health check is run by hand below: podman's timer for it needs systemd, absent here.
  podman_run -d --name "$container" --network host --stop-timeout 10 --health-interval disable -v "$data:/data" \
    -e "PORT=$app_port" -e "APP_URL=http://127.0.0.1:$app_port" -e "DATABASE_URL=$url" \
    -e "AUTH_SECRET=container-test-secret-container-test-secret" -e "SMTP_URL=smtp://127.0.0.1:1" \
    -e "BACKUP_INTERVAL_HOURS=24" "$image" >/dev/null
}

# wait_healthy [container] [port]: milliseconds from now until GET /api/health answers 200 (at most 60 s).
wait_healthy() {
  local container="${1:-$name}" app_port="${2:-$port}" started
  started=$(millis)
  until curl -fsS -o /dev/null "http://127.0.0.1:$app_port/api/health" 2>/dev/null; do
    if [ $(($(millis) - started)) -gt 60000 ]; then
      podman logs "$container" 2>&1 | tail -30
      fail "$container not healthy within 60 s"
    fi
    if [ "$(podman inspect -f '{{.State.Running}}' "$container")" != "true" ]; then
      podman logs "$container" 2>&1 | tail -30
      fail "$container stopped while starting"
    fi
    sleep 0.1
  done
  echo $(($(millis) - started))
}

# A stand-in for a database server that comes and goes: a TCP relay to the machine's PostgreSQL on a
# port of its own, started and stopped at will (the machine's PostgreSQL itself is not ours to stop).
start_proxy() {
  node -e '
    const net = require("node:net");
    net.createServer((client) => {
      const server = net.connect(5432, "127.0.0.1");
      client.pipe(server).pipe(client);
      for (const end of [client, server]) end.on("error", () => { client.destroy(); server.destroy(); });
    }).listen(Number(process.argv[1]), "127.0.0.1");
  ' "$proxy_port" &
  proxy_pid=$!
  until (exec 3<>"/dev/tcp/127.0.0.1/$proxy_port") 2>/dev/null; do sleep 0.1; done
}
stop_proxy() {
  kill "$proxy_pid"
  wait "$proxy_pid" 2>/dev/null || true
  proxy_pid=""
}

# The server's own start-up (database, migrations; not Node loading its modules), from its log.
server_startup_ms() {
  podman logs "$name" 2>&1 | grep -o '"startupMs":[0-9]*' | tail -1 | cut -d: -f2
}

# A database left by an older commit: the migrations of the commit before the newest one was
# added, run by that commit's own migrate CLI (with this checkout's node_modules). Needs the git
# history; a shallow clone starts on an empty database instead.
migrations_known=$(node -p "require('./server/db/migrations/meta/_journal.json').entries.length")
older="$(git log -n 1 --format=%H -- server/db/migrations/meta/_journal.json 2>/dev/null || true)"
if [ -n "$older" ] && git rev-parse -q --verify "$older^" >/dev/null 2>&1 && [ -d node_modules ]; then
  say "A database left by an older commit ($(git rev-parse --short "$older^"))"
  mkdir -p "$work/older"
  git archive "$older^" package.json server domain | tar -x -C "$work/older"
  ln -s "$PWD/node_modules" "$work/older/node_modules"
  DATABASE_URL="$database_url" node "$work/older/server/db/migrate-cli.ts"
  migrations_before=$(psql -tA -h 127.0.0.1 -U root -d "$database" -c 'select count(*) from drizzle.__drizzle_migrations')
  echo "$migrations_before of this commit's $migrations_known migrations applied"
  [ "$migrations_before" -lt "$migrations_known" ] || fail "the older commit left no migration to apply"
else
  echo "no older commit to migrate with (shallow clone?): the first start migrates an empty database"
fi

say "First start (migrates the database up to this commit)"
container_started=$(millis)
start_app
first_ms=$(wait_healthy)
first_server_ms=$(server_startup_ms)
echo "healthy $first_ms ms after podman run returned ($(($(millis) - container_started)) ms in all; the server's own start-up $first_server_ms ms)"
podman healthcheck run "$name" >/dev/null || fail "the image's HEALTHCHECK says unhealthy"
migrations_after=$(psql -tA -h 127.0.0.1 -U root -d "$database" -c 'select count(*) from drizzle.__drizzle_migrations')
[ "$migrations_after" = "$migrations_known" ] || fail "$migrations_after of $migrations_known migrations applied"
echo "all $migrations_known migrations applied"
curl -fsS "$app_url/api/health"
echo
[ "$(podman exec "$name" id -u)" != 0 ] || fail "the app runs as root"

say "Sign up and log a meal"
node scripts/container-journey.mjs log "$app_url" "$work/journey.json"

say "An invitation code made inside the container (npm run invite's script, as docs/self-hosting.md has it)"
invite_output="$(podman exec "$name" node scripts/invite.ts --uses 2 --expires 1d --note container-test)" ||
  fail "scripts/invite.ts failed in the container: $invite_output"
echo "$invite_output" | head -2
grep -Eq '^Invitation code: [0-9A-Z]{5}(-[0-9A-Z]{5}){3}$' <<<"$invite_output" || fail "no invitation code printed"
invite_list="$(podman exec "$name" node scripts/invite.ts --list)" || fail "scripts/invite.ts --list failed"
grep -q '"container-test"' <<<"$invite_list" || fail "the invitation is not in the list"

say "Restart (podman restart) and find the meal"
restart_started=$(millis)
podman restart -t 10 "$name" >/dev/null
restart_ms=$(wait_healthy)
restart_server_ms=$(server_startup_ms)
echo "healthy again $restart_ms ms after the restart returned ($(($(millis) - restart_started)) ms in all; the server's own start-up $restart_server_ms ms)"
node scripts/container-journey.mjs find "$app_url" "$work/journey.json"

say "The app's memory in the container"
# After a sign-up, a meal, a restart and a sign-in: the server as it idles between people.
memory="$(podman stats --no-stream --format '{{.MemUsage}}' "$name" | cut -d/ -f1 | tr -d ' ')"
memory_mb="$(node -p "const [, n, u] = '$memory'.match(/^([0-9.]+)([kMG]i?B)\$/) ?? []; Math.round(n * ({ kB: 1e3, KiB: 1024, MB: 1e6, MiB: 2 ** 20, GB: 1e9, GiB: 2 ** 30 }[u] ?? NaN) / 1e6)")"
echo "$memory in use ($memory_mb MB); bench:memory's limit for the app and its database together: 250 MB"
[ "$memory_mb" -lt 250 ] || fail "the app uses $memory_mb MB in the container, over bench:memory's 250 MB"

say "A second replica on the same database"
start_app "$name-b" "$port_b" "$volume-b"
replica_ms=$(wait_healthy "$name-b" "$port_b")
echo "the second replica is healthy after $replica_ms ms"
node scripts/container-journey.mjs find "http://127.0.0.1:$port_b" "$work/journey.json"
node scripts/container-journey.mjs log "http://127.0.0.1:$port_b" "$work/journey-b.json"
node scripts/container-journey.mjs find "$app_url" "$work/journey-b.json"
podman rm -f -t 10 "$name-b" >/dev/null

say "kill -9 of the app while it writes: nothing acknowledged is lost"
: >"$work/acknowledged.txt"
node scripts/container-journey.mjs write "$app_url" "$work/journey.json" "$work/acknowledged.txt" &
writer=$!
until [ "$(wc -l <"$work/acknowledged.txt")" -ge 20 ]; do
  kill -0 "$writer" 2>/dev/null || fail "the writer stopped before the kill"
  sleep 0.05
done
podman kill -s KILL "$name" >/dev/null
wait "$writer" || fail "the writer failed"
podman start "$name" >/dev/null
wait_healthy >/dev/null
node scripts/container-journey.mjs check "$app_url" "$work/journey.json" "$work/acknowledged.txt"

say "A clean stop within 10 s"
stop_started=$(millis)
podman stop -t 10 "$name" >/dev/null
stop_ms=$(($(millis) - stop_started))
exit_code=$(podman inspect -f '{{.State.ExitCode}}' "$name")
echo "stopped in $stop_ms ms, exit code $exit_code"
# Read whole before grep: `grep -q` leaving early would end `podman logs` with SIGPIPE (pipefail).
stop_log="$(podman logs "$name" 2>&1)"
grep -q '"msg":"stopped"' <<<"$stop_log" || fail "the log has no 'stopped' line"
[ "$exit_code" = 0 ] || fail "the stop was not clean (exit code $exit_code)"
[ "$stop_ms" -lt 10000 ] || fail "the stop took $stop_ms ms"
podman rm "$name" >/dev/null

say "A database that is down at start is waited for; one that goes away is reported, then found again"
start_app "$name-wait" "$port" "$volume" "postgres://root@127.0.0.1:$proxy_port/$database"
# Each log read whole before grep: `grep -q` leaving early would end `podman logs` with SIGPIPE.
log_of() { podman logs "$1" 2>&1; }
until grep -q "waiting for .*ECONNREFUSED" <<<"$(log_of "$name-wait")"; do
  [ "$(podman inspect -f '{{.State.Running}}' "$name-wait")" = "true" ] || {
    podman logs "$name-wait" 2>&1 | tail -20
    fail "the app gave up instead of waiting for its database"
  }
  sleep 0.2
done
grep -m1 "waiting for" <<<"$(log_of "$name-wait")"
start_proxy
wait_healthy "$name-wait" >/dev/null
grep -m1 "the database is up after" <<<"$(log_of "$name-wait")" || fail "no log line for the database coming up"
stop_proxy
health="$(curl -sS -w ' %{http_code}' "$app_url/api/health")"
echo "$health"
[[ "$health" == *database_unavailable*' 503' ]] || fail "the health check does not say the database is unreachable"
start_proxy
wait_healthy "$name-wait" >/dev/null
node scripts/container-journey.mjs find "$app_url" "$work/journey.json"
stop_proxy
podman rm -f -t 10 "$name-wait" >/dev/null

say "A database migrated by a newer version is refused"
psql -q -h 127.0.0.1 -U root -d "$database" -c \
  "insert into drizzle.__drizzle_migrations (hash, created_at) select 'newer', max(created_at) + 86400000 from drizzle.__drizzle_migrations"
set +e
output="$(podman_run --rm --name "$name-newer" --network host --health-interval disable -e "PORT=$port" -e "APP_URL=$app_url" \
  -e "DATABASE_URL=$database_url" -e "AUTH_SECRET=container-test-secret-container-test-secret" \
  -e "SMTP_URL=smtp://127.0.0.1:1" "$image" 2>&1)"
code=$?
set -e
echo "$output" | tail -2
[ "$code" -ne 0 ] || fail "the app started on a newer database"
grep -q 'migrated by a newer version of Tend' <<<"$output" || fail "no clear message about the newer database"

say "Container test passed"
echo "image size:              $image_mb MB ($image_bytes bytes)"
echo "image build:             $((build_ms / 1000)) s"
echo "start to healthy:        first start $first_ms ms, after a restart $restart_ms ms (server's own: $first_server_ms, $restart_server_ms ms)"
echo "load average:            $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
echo "memory in the container: $memory ($memory_mb MB), idle after a short journey"
echo "stop:                    $stop_ms ms, exit code 0"
echo "container test run time: $(($(date +%s) - script_started)) s"
