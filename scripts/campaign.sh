#!/usr/bin/env bash
# The randomized sync fault campaign (tests/sync_campaign.rs) over many
# seeds: `scripts/campaign.sh [SEEDS [FIRST [TEST]]]` runs SEEDS seeds
# (default 20) from FIRST (default: a random one, printed) in every
# combination of server (Radicale, Xandikos) and zone (Etc/UTC,
# Europe/Berlin), or only in TEST (radicale_utc, radicale_berlin,
# xandikos_utc, xandikos_berlin). Each failing seed is printed with what is
# wrong, the ledger's last steps and the command that replays it.
# Uses the Xandikos and Python of ./scripts/test when KAIROS_XANDIKOS_URL
# and KAIROS_SYNC_PYTHON are set, else starts them (scripts/lib/caldav.sh);
# the campaign starts Radicales of its own. KAIROS_CAMPAIGN_FAULTS=kill,drop
# keeps only those faults; KAIROS_CAMPAIGN_BIN=path drives another kairos
# build.
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-20}
first=${2:-$(( (RANDOM << 15 | RANDOM) + 1 ))}
filter=${3:-}
case "$seeds$first" in
  *[!0-9]*) echo "usage: scripts/campaign.sh [SEEDS [FIRST [TEST]]]" >&2; exit 2 ;;
esac

if [ -z "${KAIROS_XANDIKOS_URL:-}" ] || [ -z "${KAIROS_SYNC_PYTHON:-}" ]; then
  . scripts/lib/caldav.sh
  SYNC_DIR=$(mktemp -d)
  RADICALE_PID="" XANDIKOS_PID=""
  stop_services() {
    kill $RADICALE_PID $XANDIKOS_PID 2>/dev/null || true
    rm -rf "$SYNC_DIR"
  }
  trap stop_services EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  start_caldav_servers "$SYNC_DIR" || exit 1
fi

export CARGO_PROFILE_DEV_DEBUG="${CARGO_PROFILE_DEV_DEBUG:-false}"
echo "== campaign: $seeds seeds from $first${filter:+ ($filter)}"
echo "   (replay one: KAIROS_CAMPAIGN_SEED=N cargo test --test sync_campaign TEST)"
begun=$SECONDS
status=0
KAIROS_CAMPAIGN_SEEDS=$seeds KAIROS_CAMPAIGN_FIRST=$first \
  cargo test --locked --test sync_campaign $filter -- --nocapture || status=$?
echo "== campaign: $seeds seeds from $first in $((SECONDS - begun)) s: $([ $status -eq 0 ] && echo passed || echo FAILED)"
exit $status
