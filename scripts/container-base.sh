#!/usr/bin/env bash
# Builds the base image the container test uses where no image registry can be reached: Debian
# bookworm (debootstrap, minbase) with Node 24 from the npm package `node@24` and npm from `npm@11`.
# It stands in for docker.io/library/node:24-bookworm-slim. Kept as a tarball in a cache folder that
# is safe to lose (it is rebuilt when missing), and imported into podman when the image is missing.
# Prints the image name.
set -euo pipefail

image="${TEND_BASE_IMAGE:-localhost/tend-base:bookworm-node24}"
cache="${TEND_CONTAINER_CACHE:-${TMPDIR:-/tmp}/tend-container-cache}"
tarball="$cache/bookworm-node24.tar"

if podman image exists "$image"; then
  echo "$image"
  exit 0
fi

mkdir -p "$cache"
if [ ! -s "$tarball" ]; then
  work="$(mktemp -d "$cache/build.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  rootfs="$work/rootfs"
  echo "Making a Debian bookworm base with debootstrap (a few minutes, once)" >&2
  debootstrap --variant=minbase bookworm "$rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; exit 1; }

  echo "Adding Node 24 and npm from the npm registry" >&2
  (cd "$work" && npm install --prefix "$work/node" --no-save --no-audit --no-fund node@24 >/dev/null)
  node_dist="$(dirname "$(dirname "$(readlink -f "$work/node/node_modules/.bin/node")")")"
  install -m 0755 "$node_dist/bin/node" "$rootfs/usr/local/bin/node"
  (cd "$work" && npm pack --silent npm@11 >/dev/null)
  mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

  # What an image never uses: package lists, caches, documentation.
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/usr/share/doc/* \
    "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/*
  tar -C "$rootfs" -cf "$tarball.partial" .
  mv "$tarball.partial" "$tarball"
fi

podman import --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  "$tarball" "$image-raw" >/dev/null

# The machine's certificate authorities (a TLS-inspecting proxy's among them), so that npm in the
# build stage reaches the registry as npm on the machine does; taken afresh at every import.
context="$(mktemp -d)"
cp "${TEND_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}" "$context/ca-certificates.crt"
printf '%s\n' "FROM $image-raw" 'COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt' \
  'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' >"$context/Containerfile"
podman build --runtime /usr/sbin/runc --format docker -q -t "$image" "$context" >/dev/null
rm -rf "$context"
podman rmi "$image-raw" >/dev/null 2>&1 || true
echo "$image"
