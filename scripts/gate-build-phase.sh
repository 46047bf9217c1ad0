#!/usr/bin/env bash
# Xcode "Run Script" build phase: runs `evidence gate` on the BUILT app ($BUILT_PRODUCTS_DIR/$WRAPPER_NAME),
# so a task identifier missing from BGTaskSchedulerPermittedIdentifiers, or a missing background mode, fails
# the build instead of a test run. See docs/gate.md for the phase's settings.
#
# Declare in the phase (so Xcode runs it only when something it reads changed):
#   Input Files:   $(BUILT_PRODUCTS_DIR)/$(INFOPLIST_PATH)
#                  plus the Swift files that register tasks (or an .xcfilelist of them), when scanning source
#   Output Files:  $(DERIVED_FILE_DIR)/evidence-gate.stamp
#
# Settings (build settings or environment):
#   EVIDENCE_BIN              path to the evidence executable (default: evidence on PATH)
#   EVIDENCE_GATE_TASK_IDS    space-separated identifiers the app registers (kind unknown)
#   EVIDENCE_GATE_REFRESH_IDS / EVIDENCE_GATE_PROCESSING_IDS   identifiers of a known kind
#   EVIDENCE_GATE_SOURCE      source directory to scan for register(forTaskWithIdentifier:) calls
#   EVIDENCE_GATE_DIAGNOSTICS registration records (evidence.diagnostic/v1) to check as well
set -euo pipefail

: "${BUILT_PRODUCTS_DIR:?run this as an Xcode build phase (BUILT_PRODUCTS_DIR is not set)}"
: "${WRAPPER_NAME:?run this as an Xcode build phase (WRAPPER_NAME is not set)}"

evidence="${EVIDENCE_BIN:-evidence}"
if ! command -v "$evidence" >/dev/null 2>&1; then
  echo "error: evidence gate: cannot find '$evidence'; set EVIDENCE_BIN to the evidence executable." >&2
  exit 1
fi

arguments=(gate --app "$BUILT_PRODUCTS_DIR/$WRAPPER_NAME")
for id in ${EVIDENCE_GATE_TASK_IDS:-}; do arguments+=(--task-id "$id"); done
for id in ${EVIDENCE_GATE_REFRESH_IDS:-}; do arguments+=(--refresh-task-id "$id"); done
for id in ${EVIDENCE_GATE_PROCESSING_IDS:-}; do arguments+=(--processing-task-id "$id"); done
if [ -n "${EVIDENCE_GATE_SOURCE:-}" ]; then arguments+=(--source "$EVIDENCE_GATE_SOURCE"); fi
if [ -n "${EVIDENCE_GATE_DIAGNOSTICS:-}" ]; then arguments+=(--diagnostics "$EVIDENCE_GATE_DIAGNOSTICS"); fi

# Lines starting with "error:" / "warning:" appear in Xcode's issue navigator as they are.
"$evidence" "${arguments[@]}"

# The declared output: its timestamp lets Xcode skip the phase until an input changes.
if [ -n "${DERIVED_FILE_DIR:-}" ]; then
  mkdir -p "$DERIVED_FILE_DIR"
  touch "$DERIVED_FILE_DIR/evidence-gate.stamp"
fi
