#!/usr/bin/env bash
# What Debian 12's podman-compose (1.0.3) makes of compose.yaml, without an image registry. That
# version has no `config` command, so the script reads the podman commands `--dry-run up` prints:
# every variable replaced (no `${` left), the values from the environment reaching the app, the
# health check passed to podman, two replicas; and a required variable left out stops it with the
# variable's name. It starts nothing (the PostgreSQL image needs a registry), but 1.0.3's dry run
# still creates the project's volumes and network: they get a project name of their own and are
# removed at the end. Installs podman-compose with apt-get when it is missing (needs root then).
# Findings: docs/self-hosting.md, "Podman".
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  printf '\nFAILED: %s\n' "$*" >&2
  exit 1
}

if ! command -v podman-compose >/dev/null; then
  echo "Installing podman-compose with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman-compose >/dev/null
fi
echo "$(podman-compose version 2>/dev/null | grep -i 'podman-compose' | head -1)"

work="$(mktemp -d "${TMPDIR:-/tmp}/tend-compose-check.XXXXXX")"
project="tend-compose-check-$$"
cleanup() {
  for volume in tend-db tend-data tend-backups; do podman volume rm "${project}_$volume" >/dev/null 2>&1 || true; done
  podman network rm "${project}_default" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
# A copy, away from any .env of the checkout: podman-compose reads the .env beside the file.
cp compose.yaml "$work/compose.yaml"

required=(
  APP_URL=https://tend.example.org
  AUTH_SECRET=compose-check-secret-compose-check-secret
  SMTP_URL=smtp://mail.example.org:25
  POSTGRES_PASSWORD=composecheck0123
)
compose() { (cd "$work" && env -i PATH="$PATH" HOME="$HOME" "$@"); }

echo "== The required variables set, the optional ones not"
output="$(compose "${required[@]}" SIGN_UP=invite podman-compose -p "$project" --dry-run up -d --no-build 2>&1)" ||
  fail "podman-compose failed: $output"
runs="$(grep '^podman run ' <<<"$output" || true)"
[ "$(grep -c -- '--com.docker.compose.service=tend\|com.docker.compose.service=tend' <<<"$runs")" = 2 ] ||
  fail "not two tend replicas: $runs"
if grep -q '\${' <<<"$runs"; then
  fail "variables left unreplaced: $(grep -o -- '-e [A-Z_]*=\${[^ ]*' <<<"$runs" | sort -u | tr '\n' ' ')"
fi
for expected in '-e APP_URL=https://tend.example.org ' '-e SIGN_UP=invite ' '-e SIGN_UP_LIMIT= ' \
  '-e TRUST_PROXY= ' '-e DATABASE_URL=postgres://tend:composecheck0123@db:5432/tend ' \
  "--healthcheck-command /bin/sh -c 'pg_isready -U tend -d tend'"; do
  grep -qF -- "$expected" <<<"$runs" || fail "no '$expected' in the podman commands"
done
echo "ok: every variable replaced, two replicas, the database's health check passed to podman"

echo "== Without AUTH_SECRET"
without=()
for each in "${required[@]}"; do [[ $each == AUTH_SECRET=* ]] || without+=("$each"); done
set +e
missing="$(compose "${without[@]}" podman-compose -p "$project" --dry-run up -d --no-build 2>&1)"
code=$?
set -e
[ "$code" -ne 0 ] || fail "podman-compose went on without AUTH_SECRET"
grep -q 'AUTH_SECRET is required' <<<"$missing" || fail "the refusal does not name AUTH_SECRET: $missing"
echo "ok: stops (exit code $code) with: $(grep -o 'AUTH_SECRET is required[^)]*)' <<<"$missing" | head -1)"
