#!/usr/bin/env bash
# External checks of the real server (`deno task conformance`):
#  1. the MCP Inspector CLI (v2), a real client, from cwd / with a temp HOME:
#     tools/list, a tools/call, prompts/list and resources/list must succeed;
#  2. the official conformance suite (@modelcontextprotocol/conformance, Node 22)
#     through supergateway (stdio -> Streamable HTTP on 127.0.0.1, a free port),
#     for the scenarios meaningful to this server, judged against
#     tests/conformance-baseline.json (expected failures, each explained).
# Node 22 and the tools are installed from npm into .tools/ (git-ignored), with
# pinned versions. Every bridge child is cleaned up by PID. Writes a summary to
# .tools/conformance-summary.json and prints it; exits 1 on any unexpected result.
set -uo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
TOOLS="$REPO/.tools"
PACKAGES=(node@22.23.3 @modelcontextprotocol/conformance@0.1.16 supergateway@4.0.0 @modelcontextprotocol/inspector@2.12.0)
BASELINE="$REPO/tests/conformance-baseline.json"

if [ ! -x "$TOOLS/node_modules/.bin/conformance" ] || [ ! -x "$TOOLS/node_modules/.bin/supergateway" ] ||
  [ ! -x "$TOOLS/node_modules/.bin/mcp-inspector" ] ||
  [ "$("$TOOLS/node_modules/.bin/node" --version 2>/dev/null)" != "v22.23.3" ]; then
  echo "Installing Node 22, the conformance suite, supergateway and the Inspector into .tools/"
  mkdir -p "$TOOLS"
  npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error "${PACKAGES[@]}" >/dev/null ||
    { echo "conformance: cannot install the tools from npm"; exit 1; }
fi
BIN="$TOOLS/node_modules/.bin"
NODE="$BIN/node"
DENO=$(command -v deno) || { echo "conformance: deno is not installed"; exit 1; }
DENO_DIR_REAL=${DENO_DIR:-$(deno info --json | "$NODE" -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).denoDir))')}

WORK=$(mktemp -d)
DATA="$WORK/data"
mkdir -p "$DATA" "$WORK/home"
cp "$REPO"/tests/fixtures/basic/*.ndjson "$DATA"/
SERVER=("$DENO" run --no-prompt "--allow-read=$DATA" "$REPO/main.ts" --data "$DATA")
BRIDGE_PID=""

descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do
    echo "$child"
    descendants "$child"
  done
}

cleanup() {
  if [ -n "$BRIDGE_PID" ]; then
    local pids
    pids="$BRIDGE_PID $(descendants "$BRIDGE_PID")"
    for pid in $pids; do kill -TERM "$pid" 2>/dev/null; done
    for _ in $(seq 1 20); do
      local alive=0
      for pid in $pids; do kill -0 "$pid" 2>/dev/null && alive=1; done
      [ "$alive" -eq 0 ] && break
      sleep 0.1
    done
    for pid in $pids; do kill -KILL "$pid" 2>/dev/null; done
    wait "$BRIDGE_PID" 2>/dev/null
    BRIDGE_PID=""
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# --- 1. MCP Inspector CLI -------------------------------------------------------
inspector_passed=0
inspector_failed=0
inspect() { # name, expected text, inspector args...
  local name=$1 expected=$2 output status
  shift 2
  output=$(cd / && HOME="$WORK/home" PATH="$BIN:$PATH" timeout 120 \
    "$BIN/mcp-inspector" --cli -e "DENO_DIR=$DENO_DIR_REAL" "${SERVER[@]}" "$@" 2>&1)
  status=$?
  if [ "$status" -eq 0 ] && grep -q "$expected" <<<"$output"; then
    echo "inspector  PASS  $name"
    inspector_passed=$((inspector_passed + 1))
  else
    echo "inspector  FAIL  $name (exit $status)"
    head -c 2000 <<<"$output"
    inspector_failed=$((inspector_failed + 1))
  fi
}
inspect "tools/list" '"get_trend"' --method tools/list
inspect "tools/call get_trend" 'Ferrytyna' --method tools/call --tool-name get_trend --tool-arg marker=ferritin
inspect "prompts/list" '"marker_trend"' --method prompts/list
inspect "resources/list" 'ui://bloodwork/trend.html' --method resources/list

# --- 2. Conformance suite through supergateway ---------------------------------
PORT=$("$NODE" -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
SERVER_LINE=$(printf '%q ' "${SERVER[@]}")
(cd / && PATH="$BIN:$PATH" exec "$NODE" "$TOOLS/node_modules/supergateway/dist/index.js" \
  --stdio "$SERVER_LINE" --outputTransport streamableHttp --stateful --port "$PORT" \
  --healthEndpoint /healthz --logLevel none) >"$WORK/bridge.log" 2>&1 &
BRIDGE_PID=$!
for _ in $(seq 1 100); do
  if "$NODE" -e "fetch('http://127.0.0.1:$PORT/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then break; fi
  sleep 0.2
done

readarray -t SCENARIOS < <("$NODE" -e 'console.log(require(process.argv[1]).scenarios.join("\n"))' "$BASELINE")
passed=0
expected_failures=0
unexpected=0
results="[]"
for scenario in "${SCENARIOS[@]}"; do
  output=$(cd / && PATH="$BIN:$PATH" timeout 120 "$BIN/conformance" server \
    --url "http://127.0.0.1:$PORT/mcp" --scenario "$scenario" 2>&1)
  status=$?
  ok=0
  if [ "$status" -eq 0 ] && grep -Eq 'Passed: ([0-9]+)/\1, 0 failed' <<<"$output"; then ok=1; fi
  why=$("$NODE" -e 'const b=require(process.argv[1]);console.log(b.expected_failures[process.argv[2]]??"")' "$BASELINE" "$scenario")
  if [ "$ok" -eq 1 ] && [ -z "$why" ]; then
    verdict="pass"; passed=$((passed + 1))
  elif [ "$ok" -eq 0 ] && [ -n "$why" ]; then
    verdict="expected failure"; expected_failures=$((expected_failures + 1))
  elif [ "$ok" -eq 1 ]; then
    verdict="UNEXPECTED PASS (remove it from the baseline)"; unexpected=$((unexpected + 1))
  else
    verdict="UNEXPECTED FAILURE"; unexpected=$((unexpected + 1))
    grep -v '^\s*$' <<<"$output" | tail -n 20
  fi
  printf 'conformance %-18s %s\n' "$scenario" "$verdict"
  results=$("$NODE" -e 'const r=JSON.parse(process.argv[1]);r.push({scenario:process.argv[2],verdict:process.argv[3]});console.log(JSON.stringify(r))' "$results" "$scenario" "$verdict")
done

cleanup_pids="$BRIDGE_PID $(descendants "$BRIDGE_PID")"
children=$(wc -w <<<"$cleanup_pids")
cleanup
trap - EXIT

summary=$("$NODE" -e 'const [r,a,b,c,d,e,f]=process.argv.slice(1);console.log(JSON.stringify({inspector:{passed:+a,failed:+b},conformance:{scenarios:JSON.parse(r),passed:+c,expected_failures:+d,unexpected:+e},bridge_processes_cleaned:+f},null,2))' \
  "$results" "$inspector_passed" "$inspector_failed" "$passed" "$expected_failures" "$unexpected" "$children")
mkdir -p "$TOOLS"
echo "$summary" >"$TOOLS/conformance-summary.json"
echo "inspector: $inspector_passed of 4 checks ok; conformance: $passed of ${#SCENARIOS[@]} scenarios ok," \
  "$expected_failures expected failure(s) per baseline, $unexpected unexpected;" \
  "$children bridge process(es) cleaned up"
[ "$inspector_failed" -eq 0 ] && [ "$unexpected" -eq 0 ]
