#!/usr/bin/env bash
# Action step: a check run named "evidence (<comment-key>)" on the commit under test (the pull
# request's head, else GITHUB_SHA) through `gh api repos/{owner}/{repo}/check-runs`: the triage report
# as its summary and an annotation on every failure with a place in the code (the checks API takes at
# most 50 per request: the first 50 with the POST, the rest in PATCHes of 50, the last one completing
# the run). Where the token may not create check runs — a pull request from a fork gets a read-only
# token, and a workflow whose permissions lack `checks: write` answers 403 — it warns once, prints
# the triage's own annotations (the first ten causes, workflow commands the runner shows) and lists
# all annotations in the job summary instead; the job does not fail for it.
#
# ANNOTATIONS: the file triage.sh saved `evidence triage --github`'s workflow commands in.
# TRIAGE_OUTCOME: the triage step's outcome (failure: the check run's conclusion is failure).
set -euo pipefail
: "${EVIDENCE:?EVIDENCE (the built evidence binary) is not set}"
: "${ARCHIVE:?ARCHIVE (the collected archive) is not set}"
: "${GITHUB_REPOSITORY:?GITHUB_REPOSITORY is not set}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
name="evidence (${COMMENT_KEY:-evidence})"

# Where the check run cannot be made: the workflow commands instead, and the annotations in the summary.
fallback() {
  echo "::warning title=evidence check run::$1 The triage's annotations are on this job and all of them are in the job summary instead. (Does the workflow grant 'checks: write'? A pull request from a fork gets a read-only token.)"
  [ ! -s "${ANNOTATIONS:-}" ] || cat "$ANNOTATIONS"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -s "$work/list.md" ]; then
    { echo; echo "<details><summary>Annotations (no check run)</summary>"; echo; cat "$work/list.md"; echo; echo "</details>"; } >>"$GITHUB_STEP_SUMMARY"
  fi
  exit 0
}

args=(triage "$ARCHIVE" --format json)
[ -z "${INPUT_RULES:-}" ] || args+=(--rules "$INPUT_RULES")
[ -z "${INPUT_PROJECT_ROOT:-}" ] || args+=(--project-root "$INPUT_PROJECT_ROOT")
"$EVIDENCE" "${args[@]}" >"$work/triage.json" || [ -s "$work/triage.json" ] || fallback "evidence triage --format json failed."

head_sha=""
[ -z "${GITHUB_EVENT_PATH:-}" ] || [ ! -f "$GITHUB_EVENT_PATH" ] ||
  head_sha=$(jq -r '.pull_request.head.sha // empty' "$GITHUB_EVENT_PATH")
head_sha=${head_sha:-${GITHUB_SHA:?GITHUB_SHA is not set}}
conclusion=success
[ "${TRIAGE_OUTCOME:-success}" != failure ] || conclusion=failure

# The requests' bodies: request-0.json (the POST), request-1.json … (the PATCHes), and list.md.
counts=$(python3 - "$work" "$name" "$head_sha" "$conclusion" "${REPORT:-}" <<'PY'
import json, os, sys
work, name, head_sha, conclusion, report = sys.argv[1:6]
document = json.load(open(os.path.join(work, "triage.json")))
summary_text = document["summary"]
failed = summary_text["failed"] > 0 or not document["build"]["succeeded"] or document.get("infrastructure")
if failed and conclusion == "success":
    conclusion = "neutral"  # failures the workflow does not fail on (no fail-on category matched)
title = document.get("verdict") or "evidence"
summary = open(report).read() if report and os.path.exists(report) else title
if len(summary) > 65000:  # the checks API's limit is 65535 characters
    summary = summary[:65000] + "\n\n… (cut: the whole report is in the job summary and the artifact)"
annotations = []
for error in document["build"].get("errors", []):
    location = error.get("location") or {}
    if location.get("line") and (location.get("path") or location.get("file")):
        annotations.append({"path": location.get("path") or location["file"], "start_line": location["line"], "end_line": location["line"],
                            "annotation_level": "failure", "title": "Build error", "message": error.get("message", "")[:60000]})
for failure in document["failures"]:
    location = failure.get("location") or {}
    if not (location.get("line") and (location.get("path") or location.get("file"))):
        continue
    message = " ".join(part for part in [failure.get("reason"), failure.get("message")] if part)
    annotation = {"path": location.get("path") or location["file"], "start_line": location["line"], "end_line": location["line"],
                  "annotation_level": "failure", "title": f'{failure["test"]} — {failure["category"]}', "message": message[:60000] or failure["category"]}
    if failure.get("nextStep"):
        annotation["raw_details"] = "Next step: " + failure["nextStep"]
    annotations.append(annotation)
batches = [annotations[index:index + 50] for index in range(0, len(annotations), 50)] or [[]]
for number, batch in enumerate(batches):
    last = number == len(batches) - 1
    request = {"output": {"title": title, "summary": summary, "annotations": batch}}
    if number == 0:
        request.update({"name": name, "head_sha": head_sha})
    request.update({"status": "completed", "conclusion": conclusion} if last else {"status": "in_progress"})
    json.dump(request, open(os.path.join(work, f"request-{number}.json"), "w"))
with open(os.path.join(work, "list.md"), "w") as listing:
    for annotation in annotations:
        listing.write(f'- `{annotation["path"]}:{annotation["start_line"]}` {annotation["title"]}: {annotation["message"].splitlines()[0] if annotation["message"] else ""}\n')
print(len(annotations), len(batches))
PY
) || fallback "Could not read the triage."
read -r count batches <<<"$counts"

id=$(gh api --method POST "repos/$GITHUB_REPOSITORY/check-runs" --input "$work/request-0.json" --jq .id 2>"$work/gh.err") ||
  fallback "Could not create the check run: $(head -n 1 "$work/gh.err")."
for ((number = 1; number < batches; number++)); do
  gh api --method PATCH "repos/$GITHUB_REPOSITORY/check-runs/$id" --input "$work/request-$number.json" >/dev/null 2>"$work/gh.err" ||
    fallback "Could not add annotations to check run $id: $(head -n 1 "$work/gh.err")."
done
echo "Check run '$name' ($id): $count annotations in $batches request(s), conclusion $(jq -r '.conclusion' "$work/request-$((batches - 1)).json")."
