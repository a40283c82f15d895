#!/usr/bin/env bash
# Installs every tool the build and the tests need, skipping whatever is already there.
# Needs only what a fresh Debian machine of this project has: rustup/cargo, node/npm, apt.
#
#   scripts/setup.sh            tools to build and serve the shop
#   scripts/setup.sh --tests    the same, plus Chromium and pdftotext for the test suite
#   scripts/setup.sh --bench    the same, plus wrk and nginx for `just bench`, and perf and
#                               inferno for `just profile`
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

# cargo install at an exact version. --locked first (the crate's own lockfile); the registry
# here can lack a locked dependency version (wasm-bindgen-cli 0.2.130 locks webpki-roots
# 1.0.11), in which case the newest compatible versions are used instead.
cargo_install() {
  local crate=$1 version=$2
  say "installing $crate $version (a few minutes, once)"
  cargo install "$crate" --version "$version" --locked --quiet ||
    cargo install "$crate" --version "$version" --quiet
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# wasm-pack cannot download a CLI here, so wasm-bindgen-cli must equal the crate's version.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]; then
  cargo_install wasm-bindgen-cli "$bindgen_version"
fi
if [ "$(wasm-pack --version 2>/dev/null | awk '{print $2}')" != "0.15.1" ]; then
  cargo_install wasm-pack 0.15.1
fi
if ! command -v just > /dev/null; then
  cargo_install just 1.59.0
fi

# npm ci only when the lockfile changed since the last install.
npm_ci() {
  local dir=$1 stamp="$1/node_modules/.lock-sha256"
  local want
  want=$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "installing npm packages in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    echo "$want" > "$stamp"
  fi
}
# wasm-opt from npm's binaryen: Debian's binaryen 108 builds modules that fail to load.
npm_ci tools

# A PyPI tool in its own virtual environment under tools/NAME, from its pinned requirements;
# again only when they changed.
python_tool() {
  local venv=tools/$1/.venv want
  want=$(sha256sum "tools/$1/requirements.txt" | cut -d' ' -f1)
  if [ "$(cat "$venv/.requirements-sha256" 2>/dev/null)" != "$want" ]; then
    say "installing $1"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "tools/$1/requirements.txt"
    echo "$want" > "$venv/.requirements-sha256"
  fi
}
# Schemathesis for the schema-fuzzing test; moto's S3 server for the backups' object storage.
if [ "${1:-}" = "--tests" ]; then
  python_tool schemathesis
  python_tool moto
fi

missing=()
if [ "${1:-}" = "--tests" ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v pdftotext > /dev/null || missing+=(poppler-utils)
  # The API tests' throwaway PostgreSQL cluster (initdb and postgres; no service is used).
  compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null || missing+=(postgresql)
fi
if [ "${1:-}" = "--bench" ]; then
  command -v wrk > /dev/null || missing+=(wrk)
  command -v nginx > /dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
  # The engines bench's own PostgreSQL cluster.
  compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null || missing+=(postgresql)
  # The profile's sampler, and what folds its stacks into flame graphs.
  command -v perf > /dev/null || missing+=(linux-perf)
  command -v inferno-flamegraph > /dev/null || cargo_install inferno 0.12.8
fi
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]} from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null
fi
say "tools ready"
