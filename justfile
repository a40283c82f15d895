# Every task of the project. `just --list` shows them; scripts/setup.sh installs the tools.

set shell := ["bash", "-euo", "pipefail", "-c"]

export PATH := justfile_directory() + "/tools/node_modules/.bin:" + env_var('HOME') + "/.cargo/bin:" + env_var('PATH')

addr := env_var_or_default("SHOP_ADDR", "127.0.0.1:8080")
data_dir := env_var_or_default("SHOP_DATA_DIR", ".data")

default:
    @just --list

# The shared rules as a wasm package for the UI (wasm/pkg); size-tuned `wasm` profile.
wasm:
    wasm-pack --quiet build wasm --target bundler --mode no-install --profile wasm

# The UI's npm packages (after the wasm package they link to).
ui-deps: wasm
    #!/usr/bin/env bash
    set -euo pipefail
    want=$(sha256sum ui/package-lock.json | cut -d' ' -f1)
    if [ "$(cat ui/node_modules/.lock-sha256 2>/dev/null)" != "$want" ]; then
        (cd ui && npm ci --no-audit --no-fund --loglevel=error)
        echo "$want" > ui/node_modules/.lock-sha256
    fi

# Type-check and bundle the UI into ui/dist.
ui: ui-deps
    cd ui && npm run --silent build

# The release binary with the UI embedded: target/release/shop.
build: ui
    cargo build --release -p api

# Build and run the shop on its defaults with sample data.
serve *args: build
    ./target/release/shop serve --addr {{addr}} --data-dir {{data_dir}} {{args}}

# Hot-reloading UI on :5173 over a debug server on :8080.
dev: ui-deps
    #!/usr/bin/env bash
    set -euo pipefail
    cargo run -p api -- serve --addr 127.0.0.1:8080 --data-dir {{data_dir}} &
    trap "kill $!" EXIT
    cd ui && npx vite

fmt:
    cargo fmt --all

# Formatting, clippy, the TypeScript type-check and ESLint.
lint: ui-deps
    cargo fmt --all --check
    cargo clippy --workspace --all-targets --quiet -- -D warnings
    cd ui && npx tsc --noEmit
    cd ui && npx eslint --max-warnings 0 .

# Rust: the shared rules (table and properties) and the API through its router, on SQLite files.
test-rust:
    cargo test --workspace

# The API suite again, on a throwaway PostgreSQL cluster (tests only SQLite has say so and stop).
test-postgres:
    SHOP_TEST_DATABASE=postgres cargo test -p api --test api

# Vitest: the shared table against the wasm build, and the UI's components.
test-ui: ui-deps
    cd ui && npx vitest run

# Headless Chromium against the shop's debug binary, which reads the built UI from ui/dist (the
# release binary embeds the same files), and the sandbox that stands in for the gateways,
# couriers and SMS; screenshots in target/e2e/. Schemathesis keeps a core busy on its own, and the
# browser journeys leave one idle: the two run side by side, Schemathesis's log after the rest.
e2e: ui
    #!/usr/bin/env bash
    set -euo pipefail
    cargo build --quiet -p api -p provider-sandbox
    export SHOP_BIN=$PWD/target/debug/shop SANDBOX_BIN=$PWD/target/debug/provider-sandbox
    log=$PWD/target/schemathesis.log
    cd ui
    node --test e2e/schemathesis.test.mjs > "$log" 2>&1 & schemathesis=$!
    status=0
    node --test --test-concurrency=1 $(ls e2e/*.test.mjs | grep -v schemathesis) || status=1
    wait $schemathesis || status=1
    cat "$log"
    exit $status

# Every check and test: what `scripts/run test` and CI run. Each stage's minutes go to the log,
# so a slow one shows.
test:
    #!/usr/bin/env bash
    set -euo pipefail
    took() { echo "test: '$1' took $(( (SECONDS - $2) / 60 ))m$(( (SECONDS - $2) % 60 ))s"; }
    for stage in lint test-rust; do
        start=$SECONDS
        just $stage
        took $stage $start
    done
    # The PostgreSQL suite waits on its database as much as on a core: Vitest runs beside it,
    # the suite's log after Vitest's.
    start=$SECONDS
    mkdir -p target
    log=$PWD/target/test-postgres.log
    just test-postgres > "$log" 2>&1 & postgres=$!
    status=0
    just test-ui || status=1
    wait $postgres || status=1
    cat "$log"
    took "test-postgres and test-ui" $start
    [ $status -eq 0 ] || exit 1
    start=$SECONDS
    just e2e
    took e2e $start

# Every parser in `shared` fed a million fuzzed inputs each (by hand; the test command runs a
# thousand).
fuzz cases="1000000":
    FUZZ_CASES={{cases}} cargo test --release -p shared --test fuzz

# Where the release binary's time goes on the listing and on orders: perf under wrk, flame
# graphs in target/bench/profile-*.svg and each layer's share printed (docs/benchmarks.md).
profile: build
    bash scripts/setup.sh --bench
    cargo build --release -p api
    node ui/bench/profile.mjs

# Orders alone, in a minute and a half, beside raw SQLite's rate (ui/bench/orders.mjs): for
# trying a change to the write path.
bench-orders: build
    bash scripts/setup.sh --bench
    cargo build --release -p api --example raw_orders
    node ui/bench/orders.mjs

# The benchmark (by hand, not in CI), one run: the release binary against nginx and raw SQLite
# with wrk; the same requests at 200, 10,000 and 100,000 tools and with 1,000,000 orders; the
# shop on SQLite and on PostgreSQL side by side; couriers (booking 50 in bulk, webhooks a
# second); Lighthouse on / and /all-products. Writes target/bench/report.md,
# target/bench/couriers.md and target/bench/texts.md. About 20 minutes.
bench: build
    bash scripts/setup.sh --bench
    cargo build --release -p api --example raw_orders --example scale_fill --example catalogue_fill
    cargo build --release -p provider-sandbox
    cd tools/lighthouse && npm ci --silent --no-audit --no-fund
    node ui/bench/run.mjs
    node ui/bench/scale.mjs
    node ui/bench/catalogue.mjs
    node ui/bench/engines.mjs
    node ui/bench/couriers.mjs
    node ui/bench/texts.mjs
    node ui/bench/lighthouse.mjs

# Lighthouse alone on / and /all-products with mobile emulation (by hand).
lighthouse: build
    bash scripts/setup.sh --bench
    cd tools/lighthouse && npm ci --silent --no-audit --no-fund
    node ui/bench/lighthouse.mjs

# The engines section alone: SQLite and PostgreSQL side by side at 100,000 tools (by hand).
# Finding a part at 100,000 tools in 500 categories, and the bulk import, alone (by hand).
bench-catalogue: build
    bash scripts/setup.sh --bench
    cargo build --release -p api --example scale_fill --example catalogue_fill
    node ui/bench/catalogue.mjs

bench-engines: build
    bash scripts/setup.sh --bench
    cargo build --release -p api --example raw_orders --example scale_fill
    node ui/bench/engines.mjs
