import EvidenceTestSupport
import Foundation
import Testing

/// The scripts docs/ci.md gives other CIs (scripts/ci/), run as those CIs run them: GitLab's and
/// Buildkite's variables set by hand, a fake `curl` serving GitLab's notes API from a state file and a
/// fake `buildkite-agent` recording its calls, the `evidence` these tests built, and the sample run.
@Suite struct CIScriptTests {
    static let root = TestPaths.packageRoot.path
    static let token = "glpat-faketoken0123456789"

    /// curl as GitLab's notes API answers it (`--fail`: an HTTP error is exit 22), for the calls
    /// scripts/ci/gitlab.sh makes; the note bodies come form-encoded (`--data-urlencode body@FILE`).
    static let fakeCurl = #"""
        #!/bin/bash
        set -euo pipefail
        printf '%s\n' "$*" >> "$FAKE_CURL_LOG"
        method=GET token="" body="" url=""
        while [ $# -gt 0 ]; do
          case "$1" in
            --silent|--show-error|--fail) shift ;;
            --header) case "$2" in "PRIVATE-TOKEN: "*) token=${2#PRIVATE-TOKEN: } ;; esac; shift 2 ;;
            --request) method=$2; shift 2 ;;
            --data-urlencode) body=${2#body@}; shift 2 ;;
            -*) echo "curl: unexpected flag $1" >&2; exit 2 ;;
            *) url=$1; shift ;;
          esac
        done
        [ "$token" = "$FAKE_GITLAB_TOKEN" ] || { echo "curl: (22) The requested URL returned error: 401" >&2; exit 22; }
        notes="https://gitlab.example.com/api/v4/projects/77/merge_requests/5/notes"
        state="$FAKE_GITLAB_STATE"
        case "$method $url" in
          "GET $notes?per_page=100&page=1&"*) cat "$state" ;;
          "GET $notes?per_page=100&page="*) echo '[]' ;;
          "POST $notes")
            python3 - "$state" "$body" <<'PY'
        import json, sys
        notes = json.load(open(sys.argv[1]))
        note = {"id": max([n["id"] for n in notes] + [100]) + 1, "body": open(sys.argv[2]).read(), "system": False}
        json.dump(notes + [note], open(sys.argv[1], "w"))
        print(json.dumps(note))
        PY
            ;;
          "PUT $notes/"*)
            python3 - "$state" "$body" "${url##*/}" <<'PY' || { echo "curl: (22) The requested URL returned error: 404" >&2; exit 22; }
        import json, sys
        notes = json.load(open(sys.argv[1]))
        hits = [n for n in notes if str(n["id"]) == sys.argv[3]]
        if not hits: sys.exit(1)
        hits[0]["body"] = open(sys.argv[2]).read()
        json.dump(notes, open(sys.argv[1], "w"))
        PY
            ;;
          *) echo "curl: unexpected call: $method $url" >&2; exit 2 ;;
        esac
        """#

    /// buildkite-agent: records each call and, for `annotate`, the body it read from standard input.
    static let fakeBuildkiteAgent = #"""
        #!/bin/bash
        set -euo pipefail
        printf '%s\n' "$*" >> "$FAKE_AGENT_LOG"
        case "${1:-} ${2:-}" in
          "artifact upload") [ -f "$3" ] || { echo "buildkite-agent: $3 does not exist" >&2; exit 1; } ;;
          annotate*) cat > "$FAKE_AGENT_DIR/annotation-$(grep -c '^annotate' "$FAKE_AGENT_LOG").md" ;;
          *) echo "buildkite-agent: unexpected: $*" >&2; exit 2 ;;
        esac
        """#

    /// A folder with the sample run collected into run.tgz, the fakes on PATH, and `evidence` on PATH.
    final class Workspace {
        let directory: TemporaryDirectory
        var path: String { directory.path("workspace") }
        var environment: [String: String]

        init() throws {
            directory = try TemporaryDirectory("evidence-ci-scripts")
            let fakes = directory.path("fake-bin")
            try FileManager.default.createDirectory(atPath: directory.path("workspace"), withIntermediateDirectories: true)
            try directory.write("fake-bin/curl", CIScriptTests.fakeCurl)
            try directory.write("fake-bin/buildkite-agent", CIScriptTests.fakeBuildkiteAgent)
            try FileManager.default.createSymbolicLink(atPath: "\(fakes)/evidence", withDestinationPath: TestPaths.evidenceBinary)
            for tool in ["curl", "buildkite-agent"] {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(fakes)/\(tool)")
            }
            try directory.write("notes.json", #"[{"id": 9, "body": "LGTM", "system": false}, {"id": 10, "body": "added 1 commit", "system": true}]"#)
            environment = [
                "PATH": "\(fakes):/opt/homebrew/bin:/usr/local/bin:/usr/bin:/bin",
                "HOME": directory.path,
                "FAKE_CURL_LOG": directory.path("curl.log"),
                "FAKE_GITLAB_STATE": directory.path("notes.json"),
                "FAKE_GITLAB_TOKEN": CIScriptTests.token,
                "FAKE_AGENT_LOG": directory.path("agent.log"),
                "FAKE_AGENT_DIR": directory.path,
            ]
            let collect = try EvidenceProcess.run(
                ["collect", "\(CIScriptTests.root)/samples/sample-run", "--output", "run.tgz", "--commit", "0123456789abcdef0123456789abcdef01234567"],
                environment: EvidenceProcess.cleanEnvironment(), in: path)
            #expect(collect.status == 0, "\(collect.standardError)")
        }

        func run(_ script: String, _ arguments: [String], _ variables: [String: String]) throws -> EvidenceProcess.Outcome {
            try EvidenceProcess.run(
                executable: "/bin/bash", ["\(CIScriptTests.root)/scripts/ci/\(script)"] + arguments,
                environment: environment.merging(variables) { $1 }, in: path)
        }

        func log(_ name: String) throws -> [String] {
            guard FileManager.default.fileExists(atPath: directory.path(name)) else { return [] }
            return try String(contentsOfFile: directory.path(name), encoding: .utf8).split(separator: "\n").map(String.init)
        }

        struct Note: Decodable {
            var id: Int
            var body: String
        }

        func notes() throws -> [Note] {
            try JSONDecoder().decode([Note].self, from: Data(contentsOf: URL(fileURLWithPath: directory.path("notes.json"))))
        }
    }

    static func gitLab(job: String, mergeRequest: String? = "5", token: String? = CIScriptTests.token) -> [String: String] {
        var variables = [
            "GITLAB_CI": "true", "CI_API_V4_URL": "https://gitlab.example.com/api/v4", "CI_PROJECT_ID": "77",
            "CI_JOB_NAME": job, "CI_PIPELINE_SOURCE": "merge_request_event",
        ]
        variables["CI_MERGE_REQUEST_IID"] = mergeRequest
        variables["EVIDENCE_GITLAB_TOKEN"] = token
        return variables
    }

    @Test func gitLabAddsOneNotePerJobAndUpdatesItOnTheNextRun() throws {
        let workspace = try Workspace()
        let first = try workspace.run("gitlab.sh", ["run.tgz"], Self.gitLab(job: "test: [iPhone 16, 18.2]"))
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("Configuration regression"), "the report is in the job log")
        #expect(first.standardOutput.hasSuffix("Added the evidence note on merge request !5.\n"), "\(first.standardOutput)")
        #expect(try String(contentsOfFile: "\(workspace.path)/evidence-triage.md", encoding: .utf8).contains("Configuration regression"))
        var notes = try workspace.notes()
        #expect(notes.map(\.id) == [9, 10, 101])
        #expect(notes[2].body.hasPrefix("<!-- evidence:comment:test-iPhone-16-18.2 -->\n"), "\(notes[2].body.prefix(80))")
        #expect(notes[2].body.contains("Configuration regression"))
        #expect(!notes[2].body.contains("<!-- evidence:comment -->"))

        // Another job of the same pipeline keeps its own note; the same job updates its own.
        let other = try workspace.run("gitlab.sh", ["run.tgz"], Self.gitLab(job: "test: [iPad Air, 17.5]"))
        #expect(other.standardOutput.hasSuffix("Added the evidence note on merge request !5.\n"), "\(other.standardOutput)\(other.standardError)")
        let again = try workspace.run("gitlab.sh", ["run.tgz"], Self.gitLab(job: "test: [iPhone 16, 18.2]"))
        #expect(again.standardOutput.hasSuffix("Updated the evidence note (101) on merge request !5.\n"), "\(again.standardOutput)\(again.standardError)")
        notes = try workspace.notes()
        #expect(notes.map(\.id) == [9, 10, 101, 102])
        #expect(notes[0].body == "LGTM")
        let calls = try workspace.log("curl.log")
        #expect(calls.allSatisfy { $0.contains("--header PRIVATE-TOKEN: \(Self.token)") })
        #expect(calls.last?.contains("--request PUT https://gitlab.example.com/api/v4/projects/77/merge_requests/5/notes/101") == true, "\(calls)")
    }

    @Test func gitLabFailOnFailsTheJobAfterTheNoteAndWithoutATokenOrMergeRequestOnlySaysWhy() throws {
        let workspace = try Workspace()
        let failing = try workspace.run("gitlab.sh", ["run.tgz", "--fail-on", "configuration-regression"], Self.gitLab(job: "test"))
        #expect(failing.status == 1, "\(failing.standardError)")
        #expect(try workspace.notes().count == 3, "the note is written before the job fails")

        let noToken = try workspace.run("gitlab.sh", ["run.tgz"], Self.gitLab(job: "test", token: nil))
        #expect(noToken.status == 0)
        #expect(noToken.standardError.contains("warning: evidence note: EVIDENCE_GITLAB_TOKEN is not set"), "\(noToken.standardError)")
        let badToken = try workspace.run("gitlab.sh", ["run.tgz"], Self.gitLab(job: "test", token: "glpat-wrong"))
        #expect(badToken.status == 0)
        #expect(badToken.standardError.contains("could not list the notes of merge request !5"), "\(badToken.standardError)")
        let branch = try workspace.run("gitlab.sh", ["run.tgz"], Self.gitLab(job: "test", mergeRequest: nil))
        #expect(branch.status == 0)
        #expect(branch.standardOutput.hasSuffix("Not a merge request pipeline (CI_MERGE_REQUEST_IID is unset): no note.\n"))
        #expect(try workspace.notes().count == 3)

        let missing = try workspace.run("gitlab.sh", ["absent.tgz"], Self.gitLab(job: "test"))
        #expect(missing.status == 66, "\(missing.standardError)")
        let usage = try workspace.run("gitlab.sh", [], Self.gitLab(job: "test"))
        #expect(usage.status == 64)
        #expect(usage.standardError.hasPrefix("error: no archive given;"))
    }

    @Test func buildkiteUploadsTheArchiveAndAnnotatesOncePerStep() throws {
        let workspace = try Workspace()
        let variables = ["BUILDKITE": "true", "BUILDKITE_STEP_KEY": "ios-tests", "BUILDKITE_LABEL": ":iphone: Tests"]
        let outcome = try workspace.run("buildkite.sh", ["run.tgz"], variables)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try workspace.log("agent.log") == ["artifact upload run.tgz", "annotate --style error --context evidence-ios-tests"])
        let annotation = try String(contentsOfFile: workspace.directory.path("annotation-1.md"), encoding: .utf8)
        #expect(annotation.hasPrefix("<!-- evidence:comment:ios-tests -->\n"))
        #expect(annotation.contains("Configuration regression"))

        // Without a step key the label names it; --fail-on fails the step after annotating.
        let labelled = try workspace.run("buildkite.sh", ["run.tgz", "--fail-on", "business-logic-error"], ["BUILDKITE_LABEL": ":iphone: Tests"])
        #expect(labelled.status == 1)
        #expect(try workspace.log("agent.log").last == "annotate --style error --context evidence-iphone-Tests")

        var withoutAgent = workspace.environment
        withoutAgent["PATH"] = "/usr/bin:/bin"
        workspace.environment = withoutAgent
        workspace.environment["EVIDENCE"] = TestPaths.evidenceBinary
        let missing = try workspace.run("buildkite.sh", ["run.tgz"], variables)
        #expect(missing.status == 69)
        #expect(missing.standardError == "error: buildkite-agent is not on PATH; run this in a Buildkite job step.\n")
    }
}
