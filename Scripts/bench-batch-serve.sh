#!/usr/bin/env bash
# Measures sharded batches (1 vs 2 processes) and `feedshot serve` under load with wrk (renders and
# 304s at 8 and 64 connections: requests per second, p50/p99 latency, errors, peak RSS).
# Usage: Scripts/bench-batch-serve.sh [seconds per wrk run, default 10]
# Installs wrk (Debian package) when it is missing. Runs only against 127.0.0.1.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
duration="${1:-10}"

if ! command -v wrk >/dev/null; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends wrk
fi

swift build -c release --product feedshot >/dev/null
feedshot="$(swift build -c release --show-bin-path)/feedshot"
work="$(mktemp -d)"
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.2f}')"; }

if [ "${SKIP_SHARDS:-0}" != 1 ]; then
echo "== shards: the embedded feed's 12 share cards at 3x, one render thread per process"
start=$(now); "$feedshot" cards --out "$work/one" --jobs 1 --quiet; end=$(now)
echo "1 process:               $(elapsed "$start" "$end") s"
start=$(now)
"$feedshot" cards --out "$work/two" --jobs 1 --quiet --shard 0/2 --manifest "$work/two/m-0.jsonl" &
"$feedshot" cards --out "$work/two" --jobs 1 --quiet --shard 1/2 --manifest "$work/two/m-1.jsonl" &
wait; end=$(now)
echo "2 processes (shards):    $(elapsed "$start" "$end") s"
start=$(now); "$feedshot" cards --out "$work/threads" --jobs 2 --quiet; end=$(now)
echo "1 process, 2 threads:    $(elapsed "$start" "$end") s"
"$feedshot" manifest merge "$work/two/m-0.jsonl" "$work/two/m-1.jsonl" --out "$work/two/manifest.jsonl"
cmp <(cd "$work/one" && sha256sum ./*.png) <(cd "$work/two" && sha256sum ./*.png) && echo "shard outputs identical to the single run"
fi

echo
echo "== feedshot serve (wrk ${duration}s per run, 2 threads, --timeout 30s)"
# No PNG cache, so every request renders (single flight still merges identical ones in flight).
"$feedshot" serve --port 0 --cache-mib 0 --queue 256 >"$work/serve.out" 2>"$work/serve.err" &
server_pid=$!
for _ in $(seq 600); do grep -q "listening on" "$work/serve.out" 2>/dev/null && break; sleep 0.1; done
base="$(sed -n 's/^listening on //p' "$work/serve.out")"
[ -n "$base" ] || { echo "feedshot serve did not start:"; cat "$work/serve.err"; exit 1; }
etag="$(curl -s -D - -o /dev/null "$base/cards/share/11.png" | sed -n 's/^[Ee][Tt][Aa][Gg]: //p' | tr -d '\r')"
[ -n "$etag" ] || { echo "no ETag from $base/cards/share/11.png"; exit 1; }

cat >"$work/renders.lua" <<'LUA'
-- Cycles through the 12 missions' share cards at 3x.
local ids = {1, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/cards/share/" .. ids[(n % #ids) + 1] .. ".png")
end
LUA
cat >"$work/revalidate.lua" <<LUA
wrk.headers["If-None-Match"] = '$etag'
wrk.path = "/cards/share/11.png"
LUA

run() {  # name connections script
  local output
  output="$(wrk -t2 -c"$2" -d"${duration}s" --timeout 30s --latency -s "$3" "$base" 2>&1)"
  local rps p50 p99 errors
  rps="$(sed -n 's/^Requests\/sec: *//p' <<<"$output")"
  p50="$(awk '$1=="50%"{print $2}' <<<"$output")"
  p99="$(awk '$1=="99%"{print $2}' <<<"$output")"
  errors="$(grep -E 'Socket errors|Non-2xx' <<<"$output" | tr '\n' ' ' || true)"
  printf '%-10s c=%-3s %10s req/s  p50 %-9s p99 %-9s errors: %s\n' "$1" "$2" "$rps" "$p50" "$p99" "${errors:-none}"
}
for connections in 8 64; do
  run renders "$connections" "$work/renders.lua"
  run 304s "$connections" "$work/revalidate.lua"
done
echo "peak RSS of the server: $(awk '/VmHWM/{print $2, $3}' "/proc/$server_pid/status")"
kill -TERM "$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=""
