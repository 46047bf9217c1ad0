import EvidenceTestSupport
import Foundation
import Testing

/// The composite action (`action.yml`) run here as the runner runs it: its own `run:` steps, read from
/// action.yml, with fake GITHUB_* variables, a stand-in `swift` whose build is the `evidence` these
/// tests built, and a fake `gh` that records its calls and serves the pull request's comments from a
/// state file. The evidence is samples/sample-run.
@Suite struct ActionTests {
    static let root = TestPaths.packageRoot.path
    static let repository = "octo-org/background-app"
    static let token = "ghs_faketoken0123456789"
    /// The comment of job `ios-tests` outside a matrix.
    static let marker = "<!-- evidence:comment:ios-tests -->"

    static let pullRequestEvent = #"{"action": "synchronize", "number": 42, "pull_request": {"number": 42, "head": {"sha": "0123456789abcdef0123456789abcdef01234567"}}}"#

    /// `swift --version`, `swift build …` (recorded) and `--show-bin-path` (the folder holding a link to
    /// the `evidence` these tests run).
    static let fakeSwift = """
        #!/bin/bash
        echo "swift $*" >> "$FAKE_SWIFT_LOG"
        case "$*" in
          --version) echo "Swift version 6.1.2 (swift-6.1.2-RELEASE)"; echo "Target: x86_64-unknown-linux-gnu" ;;
          *--show-bin-path*) echo "$FAKE_SWIFT_BIN_PATH" ;;
          build*) echo "Build complete!" ;;
          *) echo "fake swift: unexpected: $*" >&2; exit 2 ;;
        esac
        """

    /// `gh api` as GitHub answers it, for the calls the action makes (comments, artifacts, check runs:
    /// each check-run request kept in FAKE_GH_CHECK_RUNS, and HTTP 403 with FAKE_GH_READ_ONLY, as a
    /// fork's token gets); anything else fails.
    static let fakeGH = #"""
        #!/bin/bash
        set -euo pipefail
        printf '%s\n' "$*" >> "$FAKE_GH_LOG"
        [ "${GH_TOKEN:-}" = "$FAKE_GH_TOKEN" ] || { echo "gh: not logged in (GH_TOKEN is not the workflow's token)" >&2; exit 4; }
        [ "${1:-}" = api ] || { echo "gh: only 'gh api' is faked" >&2; exit 2; }
        shift
        method=GET filter="" input="" path=""
        while [ $# -gt 0 ]; do
          case "$1" in
            --method|-X) method=$2; shift 2 ;;
            --jq|-q) filter=$2; shift 2 ;;
            --input) input=$2; shift 2 ;;
            --paginate) shift ;;
            -*) echo "gh: unexpected flag $1" >&2; exit 2 ;;
            *) path=$1; shift ;;
          esac
        done
        state="$FAKE_GH_STATE"
        case "$method $path" in
          "GET repos/$GITHUB_REPOSITORY/issues/42/comments")
            if [ -n "$filter" ]; then jq -r "$filter" "$state"; else cat "$state"; fi ;;
          "POST repos/$GITHUB_REPOSITORY/issues/42/comments")
            id=$(jq '([.[].id] | max // 100) + 1' "$state")
            jq --argjson id "$id" --slurpfile request "$input" '. + [{id: $id, body: $request[0].body}]' "$state" > "$state.new"
            mv "$state.new" "$state"
            jq -n --argjson id "$id" '{id: $id}' ;;
          "GET repos/$GITHUB_REPOSITORY/actions/artifacts?name="*)
            name=${path#*name=}; name=${name%%&*}
            jq --arg name "$name" '.artifacts |= map(select(.name == $name))' "$FAKE_GH_ARTIFACTS" > "$FAKE_GH_ARTIFACTS.answer"
            if [ -n "$filter" ]; then jq -r "$filter" "$FAKE_GH_ARTIFACTS.answer"; else cat "$FAKE_GH_ARTIFACTS.answer"; fi ;;
          "GET repos/$GITHUB_REPOSITORY/actions/artifacts/"*/zip)
            id=${path%/zip}; id=${id##*/}
            [ -f "$FAKE_GH_ARTIFACTS.$id.zip" ] || { echo '{"message": "Not Found"}'; exit 1; }
            cat "$FAKE_GH_ARTIFACTS.$id.zip" ;;
          "POST repos/$GITHUB_REPOSITORY/check-runs"|"PATCH repos/$GITHUB_REPOSITORY/check-runs/"*)
            [ -z "${FAKE_GH_READ_ONLY:-}" ] || { echo "gh: Resource not accessible by integration (HTTP 403)" >&2; exit 1; }
            jq -e '(.output.annotations | length) <= 50' "$input" > /dev/null || { echo "gh: Only 50 annotations may be sent at a time (HTTP 422)" >&2; exit 1; }
            count=$(ls "$FAKE_GH_CHECK_RUNS" | wc -l)
            cp "$input" "$FAKE_GH_CHECK_RUNS/$count.json"
            if [ "$method" = POST ]; then answer='{"id": 5001}'; else answer='{"id": '"${path##*/}"'}'; fi
            if [ -n "$filter" ]; then jq -r "$filter" <<<"$answer"; else echo "$answer"; fi ;;
          "PATCH repos/$GITHUB_REPOSITORY/issues/comments/"*)
            id=${path##*/}
            jq -e --argjson id "$id" 'any(.[]; .id == $id)' "$state" > /dev/null || { echo '{"message": "Not Found"}'; exit 1; }
            jq --argjson id "$id" --slurpfile request "$input" 'map(if .id == $id then .body = $request[0].body else . end)' "$state" > "$state.new"
            mv "$state.new" "$state"
            jq -n --argjson id "$id" '{id: $id}' ;;
          *) echo "gh: unexpected call: $method $path" >&2; exit 2 ;;
        esac
        """#

    static func step(_ results: [ActionRunner.StepResult], _ name: String) -> ActionRunner.StepResult? {
        results.first { $0.name == name }
    }

    static func describe(_ results: [ActionRunner.StepResult]) -> String {
        results.map { "\($0.name): \($0.outcome)\n\($0.standardOutput)\($0.standardError)" }.joined(separator: "\n")
    }

    @Test func everyRunStepIsAOneLineCallToAScriptThatParses() throws {
        let runner = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request").runner
        let scripts = runner.steps.compactMap { $0["run"]?.string }
        #expect(scripts.count == 10)
        for script in scripts {
            #expect(!script.contains("\n"), "\(script)")
            let path = try #require(script.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init))
            #expect(path.hasPrefix("$GITHUB_ACTION_PATH/scripts/"))
            let file = path.replacingOccurrences(of: "$GITHUB_ACTION_PATH", with: Self.root)
            #expect(FileManager.default.isExecutableFile(atPath: file), "\(file)")
            let syntax = try EvidenceProcess.run(executable: "/bin/bash", ["-n", file])
            #expect(syntax.status == 0, "\(syntax.standardError)")
        }
        let uses = runner.steps.compactMap { $0["uses"]?.string }
        #expect(uses == ["actions/cache@v4", "actions/upload-artifact@v4", "actions/upload-artifact@v4"])
        let inputs = runner.action["inputs"]?.pairs.map(\.0) ?? []
        for input in ["paths", "output", "compression", "fail-on", "comment", "github-token", "run-tests", "scheme", "device", "os", "bundle-id", "records-path", "results",
                      "base", "history", "record-history", "project-root", "rules", "artifact-name", "comment-key", "check-run"] {
            #expect(inputs.contains(input), "no input \(input)")
        }
    }

    @Test func theFirstRunPostsTheCommentAndTheSecondUpdatesIt() throws {
        let workspace = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        let first = try workspace.run()
        // No release to download (nothing answers EVIDENCE_RELEASE_URL): built from source, cached.
        #expect(first.map(\.outcome) == ["success", "skipped", "success", "success", "success", "success", "skipped", "success", "success", "success", "success", "success", "success"], "\(Self.describe(first))")
        #expect(Self.step(first, "Download evidence")?.outputs["evidence"] == nil)
        #expect(Self.step(first, "Download evidence")?.standardOutput == "No release v\(ReleasePackageTests.version) of evidence for this runner: building it from source.\n")

        // The cache is keyed on the runner, the Swift version and Package.swift.
        let key = try #require(Self.step(first, "Cache key")?.outputs["key"])
        #expect(key.range(of: #"^evidence-build-Linux-X64-swift6\.1\.2-[0-9a-f]{16}$"#, options: .regularExpression) != nil, "\(key)")
        let cache = try #require(Self.step(first, "Cache the build"))
        #expect(cache.with["key"] == key)
        #expect(cache.with["path"] == "\(Self.root)/.build")
        #expect(try String(contentsOfFile: workspace.directory.path("swift.log"), encoding: .utf8).contains("swift build -c release --product evidence"))

        // collect wrote the archive the upload step names, and it verifies.
        let archive = try #require(Self.step(first, "Collect evidence")?.outputs["archive"])
        #expect(archive == "run.tgz")
        #expect(Self.step(first, "Upload the archive")?.with["path"] == "run.tgz")
        #expect(Self.step(first, "Upload the archive")?.with["name"] == "evidence-ios-tests")
        let verify = try EvidenceProcess.run(["verify", "run.tgz"], environment: EvidenceProcess.cleanEnvironment(), in: workspace.workspace)
        #expect(verify.status == 0, "\(verify.standardError)")

        // triage: the report in the job summary, annotations on stdout, the report itself in a file.
        let triage = try #require(Self.step(first, "Triage"))
        let summary = try String(contentsOfFile: workspace.summary, encoding: .utf8)
        #expect(summary.contains("Configuration regression"))
        // The annotations are the check run's: the triage's workflow commands are kept for a fallback.
        #expect(!triage.standardOutput.contains("::error"), "\(triage.standardOutput)")
        let checkRun = try workspace.checkRunRequests()
        #expect(checkRun.count == 1)
        #expect(checkRun.first?["name"] as? String == "evidence (ios-tests)")
        #expect(checkRun.first?["head_sha"] as? String == "0123456789abcdef0123456789abcdef01234567")
        #expect(checkRun.first?["status"] as? String == "completed")
        #expect(checkRun.first?["conclusion"] as? String == "neutral", "failures, but none the workflow fails on")
        let output = try #require(checkRun.first?["output"] as? [String: Any])
        #expect((output["summary"] as? String)?.contains("Configuration regression") == true)
        let annotations = try #require(output["annotations"] as? [[String: Any]])
        #expect(annotations.map { $0["path"] as? String } == [
            "BackgroundSyncAppTests/BackgroundTaskRegistrationTests.swift", "BackgroundSyncAppTests/SyncRefreshJobTests.swift",
            "BackgroundSyncAppTests/BackgroundRefreshSchedulingTests.swift"])
        #expect(annotations.first?["start_line"] as? Int == 31)
        #expect(Self.step(first, "Check run")?.standardOutput == "Check run 'evidence (ios-tests)' (5001): 3 annotations in 1 request(s), conclusion neutral.\n")
        let report = try #require(triage.outputs["report"])
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("Configuration regression"))
        // The same triage as one page, uploaded as its own artifact beside the archive.
        let page = try #require(triage.outputs["page"])
        #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        #expect(Self.step(first, "Upload the triage page")?.with["path"] == page)
        #expect(Self.step(first, "Upload the triage page")?.with["name"] == "evidence-ios-tests-report")

        // The comment: listed, then POSTed; someone else's comment is left alone.
        let comments = try workspace.comments()
        #expect(comments.count == 2)
        #expect(comments[0].id == 7 && comments[0].body == "Looks good to me.")
        let ours = comments[1]
        #expect(ours.body.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) == Self.marker)
        #expect(!ours.body.contains("::error"))
        #expect(ours.body.contains("Configuration regression"))
        let firstCalls = try workspace.ghCalls()
        #expect(firstCalls.count == 3, "\(firstCalls)")
        #expect(firstCalls.first?.hasPrefix("api --method POST repos/\(Self.repository)/check-runs --input ") == true)
        #expect(firstCalls[1].hasPrefix("api --paginate repos/\(Self.repository)/issues/42/comments --jq ") == true)
        #expect(firstCalls.last?.hasPrefix("api --method POST repos/\(Self.repository)/issues/42/comments --input ") == true)
        #expect(Self.step(first, "Comment on the pull request")?.standardOutput == "Posted the evidence comment on pull request #42.\n")

        // The second run finds the marked comment and PATCHes that one: still one comment of ours.
        let second = try workspace.run()
        #expect(Self.step(second, "Comment on the pull request")?.outcome == "success", "\(Self.describe(second))")
        let calls = try workspace.ghCalls()
        #expect(calls.count == 6, "\(calls)")
        #expect(calls[3].hasPrefix("api --method POST repos/\(Self.repository)/check-runs "))
        #expect(calls[4].hasPrefix("api --paginate repos/\(Self.repository)/issues/42/comments --jq "))
        #expect(calls[5].hasPrefix("api --method PATCH repos/\(Self.repository)/issues/comments/\(ours.id) --input "))
        let after = try workspace.comments()
        #expect(after.map(\.id) == [7, ours.id])
        #expect(after[1].body.hasPrefix(Self.marker + "\n"))
        #expect(!after[1].body.contains("::error"))
        #expect(Self.step(second, "Comment on the pull request")?.standardOutput == "Updated the evidence comment (\(ours.id)) on pull request #42.\n")
    }

    @Test func failOnFailsTheTriageStepAndTheCommentIsStillWritten() throws {
        let workspace = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        let results = try workspace.run(["fail-on": "configuration-regression\nbusiness-logic-error", "output": "evidence.tar.zst"])
        let triage = try #require(Self.step(results, "Triage"))
        #expect(triage.outcome == "failure")
        #expect(triage.standardError.contains("(--fail-on)"), "\(triage.standardError)")
        #expect(Self.step(results, "Comment on the pull request")?.outcome == "success", "\(Self.describe(results))")
        #expect(try workspace.comments().count == 2)
        #expect(FileManager.default.fileExists(atPath: "\(workspace.workspace)/evidence.tar.zst"))
    }

    @Test func outsideAPullRequestNothingIsCommented() throws {
        let workspace = try ActionWorkspace(event: #"{"ref": "refs/heads/main", "after": "0123456789abcdef0123456789abcdef01234567"}"#, eventName: "push")
        let results = try workspace.run()
        let comment = try #require(Self.step(results, "Comment on the pull request"))
        #expect(comment.outcome == "success")
        #expect(comment.standardOutput == "Not a pull request (event push): no comment.\n")
        // A push gets its check run on the pushed commit, and no comment.
        #expect(try workspace.ghCalls().map { $0.split(separator: " ").prefix(4).joined(separator: " ") } == ["api --method POST repos/\(Self.repository)/check-runs"])
        #expect(try workspace.comments().count == 1)
        let off = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        let skipped = try off.run(["comment": "false"])
        #expect(Self.step(skipped, "Comment on the pull request")?.outcome == "skipped")
        #expect(try off.ghCalls().allSatisfy { $0.contains("/check-runs") })
    }

    @Test func eachJobOfAMatrixUploadsItsOwnArtifactAndKeepsItsOwnComment() throws {
        let workspace = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        workspace.runner.matrix = #"{"device": "iPhone 16", "os": "18.2", "flags": {"parallel": true}}"#
        let phone = try workspace.run()
        #expect(Self.step(phone, "Upload the archive")?.with["name"] == "evidence-ios-tests-iPhone-16-18.2-parallel-true", "\(Self.describe(phone))")
        workspace.runner.matrix = #"{"device": "iPad Air", "os": "17.5", "flags": {"parallel": true}}"#
        let pad = try workspace.run()
        #expect(Self.step(pad, "Upload the archive")?.with["name"] == "evidence-ios-tests-iPad-Air-17.5-parallel-true")
        var comments = try workspace.comments()
        #expect(comments.count == 3, "one comment per job of the matrix, beside someone else's")
        #expect(comments[1].body.hasPrefix("<!-- evidence:comment:ios-tests-iPhone-16-18.2-parallel-true -->\n"))
        #expect(comments[2].body.hasPrefix("<!-- evidence:comment:ios-tests-iPad-Air-17.5-parallel-true -->\n"))

        // The phone's job again: its own comment is updated, the pad's is left alone.
        workspace.runner.matrix = #"{"device": "iPhone 16", "os": "18.2", "flags": {"parallel": true}}"#
        let again = try workspace.run()
        #expect(Self.step(again, "Comment on the pull request")?.standardOutput == "Updated the evidence comment (\(comments[1].id)) on pull request #42.\n")
        comments = try workspace.comments()
        #expect(comments.count == 3)

        // Both names can be given.
        let named = try workspace.run(["artifact-name": "nightly-evidence", "comment-key": "nightly run"])
        #expect(Self.step(named, "Upload the archive")?.with["name"] == "nightly-evidence")
        #expect(try workspace.comments().last?.body.hasPrefix("<!-- evidence:comment:nightly-run -->\n") == true)
    }

    @Test func aForkOrAReadOnlyTokenWarnsAndPutsTheCommentInTheJobSummary() throws {
        let fork = #"{"number": 42, "pull_request": {"number": 42, "head": {"repo": {"full_name": "someone/background-app"}}, "base": {"repo": {"full_name": "octo-org/background-app"}}}}"#
        let workspace = try ActionWorkspace(event: fork, eventName: "pull_request")
        workspace.runner.environment["FAKE_GH_READ_ONLY"] = "1"
        let results = try workspace.run()
        let comment = try #require(Self.step(results, "Comment on the pull request"))
        #expect(comment.outcome == "success")
        #expect(comment.standardOutput.hasPrefix("::warning title=evidence comment::Pull request #42 comes from the fork someone/background-app: its token is read-only."), "\(comment.standardOutput)")
        // The check run is refused (403): one warning, the triage's annotations on the job instead.
        #expect(try workspace.ghCalls().count == 1)
        let check = try #require(Self.step(results, "Check run"))
        #expect(check.outcome == "success")
        let lines = check.standardOutput.split(separator: "\n")
        #expect(lines.first == "::warning title=evidence check run::Could not create the check run: gh: Resource not accessible by integration (HTTP 403). The triage's annotations are on this job and all of them are in the job summary instead. (Does the workflow grant 'checks: write'? A pull request from a fork gets a read-only token.)", "\(check.standardOutput)")
        #expect(lines.filter { $0.hasPrefix("::warning") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("::error file=BackgroundSyncAppTests/") }.count == 3, "\(check.standardOutput)")
        let summary = try String(contentsOfFile: workspace.summary, encoding: .utf8)
        #expect(summary.contains("<details><summary>The pull request comment (not posted)</summary>"))
        #expect(summary.contains("<details><summary>Annotations (no check run)</summary>\n\n- `BackgroundSyncAppTests/BackgroundTaskRegistrationTests.swift:31` "), "\(summary)")
        #expect(summary.components(separatedBy: "Configuration regression").count > 2, "the report and the comment")

        let readOnly = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        let denied = try readOnly.run(["github-token": "ghs_readonlytoken"])
        let deniedComment = try #require(Self.step(denied, "Comment on the pull request"))
        #expect(deniedComment.outcome == "success")
        #expect(deniedComment.standardOutput.hasPrefix("::warning title=evidence comment::Could not list the comments of pull request #42."), "\(deniedComment.standardOutput)")
        #expect(try String(contentsOfFile: readOnly.summary, encoding: .utf8).contains("The pull request comment (not posted)"))
        #expect(try readOnly.comments().count == 1)
    }

    @Test func theBaseRunIsAPathOrTheDefaultBranchsArtifact() throws {
        let event = #"{"number": 42, "pull_request": {"number": 42}, "repository": {"default_branch": "main"}}"#
        let workspace = try ActionWorkspace(event: event, eventName: "pull_request")
        let base = try EvidenceProcess.run(
            ["collect", "\(Self.root)/samples/sample-run", "--output", "base.tgz", "--commit", "89abcdef0123456789abcdef0123456789abcdef"],
            environment: EvidenceProcess.cleanEnvironment(), in: workspace.directory.path)
        #expect(base.status == 0, "\(base.standardError)")
        let zip = try EvidenceProcess.run(
            executable: "/usr/bin/env", ["python3", "-c", "import sys, zipfile; zipfile.ZipFile(sys.argv[1], 'w').write(sys.argv[2], 'run.tgz')",
                                         workspace.directory.path("artifacts.json.6.zip"), workspace.directory.path("base.tgz")])
        #expect(zip.status == 0, "\(zip.standardError)")
        // Newest first, as GitHub lists them: a feature branch's, main's expired one, main's.
        try workspace.directory.write("artifacts.json", #"""
            {"total_count": 3, "artifacts": [
              {"id": 8, "name": "evidence-ios-tests", "expired": false, "workflow_run": {"head_branch": "feature"}},
              {"id": 7, "name": "evidence-ios-tests", "expired": true, "workflow_run": {"head_branch": "main"}},
              {"id": 6, "name": "evidence-ios-tests", "expired": false, "workflow_run": {"head_branch": "main"}}]}
            """#)
        let fromArtifact = try workspace.run(["base": "auto"])
        let comment = try #require(Self.step(fromArtifact, "Comment on the pull request"))
        #expect(comment.standardOutput.hasPrefix("Base run: artifact evidence-ios-tests (6) of main.\n"), "\(comment.standardOutput)\(comment.standardError)")
        #expect(try workspace.ghCalls().contains("api repos/\(Self.repository)/actions/artifacts/6/zip"))
        #expect(try workspace.comments().last?.body.contains("already failing in base") == true)

        let fromPath = try workspace.run(["base": workspace.directory.path("base.tgz")])
        #expect(Self.step(fromPath, "Comment on the pull request")?.outcome == "success")
        #expect(try workspace.comments().last?.body.contains("already failing in base") == true)

        let missing = try workspace.run(["base": "evidence-other-job"])
        let warned = try #require(Self.step(missing, "Comment on the pull request"))
        #expect(warned.outcome == "success")
        #expect(warned.standardOutput.hasPrefix("::warning title=evidence base::No artifact named evidence-other-job from main's runs could be downloaded"), "\(warned.standardOutput)")
        #expect(try workspace.comments().last?.body.contains("already failing in base") == false)
    }

    @Test func historyIsRecordedOnTheDefaultBranchAndReadInTheReport() throws {
        let push = #"{"ref": "refs/heads/main", "repository": {"default_branch": "main"}}"#
        let workspace = try ActionWorkspace(event: push, eventName: "push")
        workspace.runner.environment["GITHUB_REF"] = "refs/heads/main"
        let database = workspace.directory.path("history.sqlite")
        let first = try workspace.run(["history": database, "rules": "", "project-root": workspace.workspace])
        #expect(Self.step(first, "Triage")?.outcome == "success", "\(Self.describe(first))")
        #expect(FileManager.default.fileExists(atPath: database), "\(Self.describe(first))")
        let second = try workspace.run(["history": database])
        let report = try #require(Self.step(second, "Triage")?.outputs["report"])
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("History"), "\(Self.describe(second))")

        // On a pull request nothing is recorded (auto), and an absent database is not an error.
        let pullRequest = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        let other = pullRequest.directory.path("history.sqlite")
        let results = try pullRequest.run(["history": other])
        #expect(Self.step(results, "Triage")?.outcome == "success", "\(Self.describe(results))")
        #expect(!FileManager.default.fileExists(atPath: other))
    }

    @Test func everyFailureIsAnAnnotationOfTheCheckRunInRequestsOfFifty() throws {
        let workspace = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        // 120 failing tests, each at its own line.
        var log = "Test Suite 'All tests' started at 2026-11-20 09:14:01.120.\n"
        for number in 1...120 {
            log += "Test Case '-[AppTests.ManyTests test\(number)]' started.\n"
            log += "/Users/runner/work/app/AppTests/ManyTests.swift:\(number): error: -[AppTests.ManyTests test\(number)] : XCTAssertEqual failed: (\"\(number)\") is not equal to (\"0\")\n"
            log += "Test Case '-[AppTests.ManyTests test\(number)]' failed (0.001 seconds).\n"
        }
        try workspace.directory.write("many/xcodebuild-test.log", log + "Test Suite 'All tests' failed at 2026-11-20 09:14:02.120.\n")
        let results = try workspace.run(["paths": workspace.directory.path("many"), "fail-on": "business-logic-error"])
        #expect(Self.step(results, "Check run")?.standardOutput == "Check run 'evidence (ios-tests)' (5001): 120 annotations in 3 request(s), conclusion failure.\n", "\(Self.describe(results))")
        let requests = try workspace.checkRunRequests()
        #expect(requests.map { (($0["output"] as? [String: Any])?["annotations"] as? [Any])?.count } == [50, 50, 20])
        #expect(requests.map { $0["status"] as? String } == ["in_progress", "in_progress", "completed"])
        #expect(requests.last?["conclusion"] as? String == "failure")
        #expect(requests.map { $0["name"] != nil } == [true, false, false])
        let lines = requests.flatMap { ((($0["output"] as? [String: Any])?["annotations"] as? [[String: Any]]) ?? []).compactMap { $0["start_line"] as? Int } }
        #expect(lines.sorted() == Array(1...120))
        let calls = try workspace.ghCalls().filter { $0.contains("/check-runs") }
        #expect(calls.count == 3)
        #expect(calls.dropFirst().allSatisfy { $0.hasPrefix("api --method PATCH repos/\(Self.repository)/check-runs/5001 ") }, "\(calls)")
    }

    @Test func theReleaseOfTheActionsVersionIsDownloadedInsteadOfBuilt() throws {
        let workspace = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        let server = try ReleaseInstallTests.Server(serving: try ReleaseInstallTests.releases(in: workspace.directory))
        defer { server.stop() }
        workspace.runner.environment["EVIDENCE_RELEASE_URL"] = "http://127.0.0.1:\(server.port)"
        let results = try workspace.run()
        let download = try #require(Self.step(results, "Download evidence"))
        let binary = workspace.directory.path("runner-temp/evidence/bin/evidence")
        #expect(download.outputs["evidence"] == binary, "\(Self.describe(results))")
        #expect(download.standardError.contains("Verified \(ReleasePackageTests.tarball) against SHA256SUMS."))
        // Nothing to install, key or build: the release binary is the one every step runs.
        #expect(["Cache key", "Cache the build"].map { Self.step(results, $0)?.outcome } == ["skipped", "skipped"])
        #expect(Self.step(results, "Build evidence")?.outputs["evidence"] == binary)
        #expect(Self.step(results, "Build evidence")?.standardOutput == "evidence \(ReleasePackageTests.version)\n")
        #expect(!((try? String(contentsOfFile: workspace.directory.path("swift.log"), encoding: .utf8)) ?? "").contains("swift build"))
        #expect(Self.step(results, "Triage")?.outcome == "success", "\(Self.describe(results))")
        #expect(Self.step(results, "Comment on the pull request")?.outcome == "success")

        // A release whose sum does not match fails the step: no silent fallback to another binary.
        let sums = workspace.directory.path("releases/download/v\(ReleasePackageTests.version)/SHA256SUMS")
        let original = try String(contentsOfFile: sums, encoding: .utf8)
        try ((original.first == "0" ? "1" : "0") + original.dropFirst()).write(toFile: sums, atomically: true, encoding: .utf8)
        let tampered = try workspace.run()
        #expect(Self.step(tampered, "Download evidence")?.outcome == "failure")
        #expect(Self.step(tampered, "Download evidence")?.standardError.contains("does not match its SHA-256 in SHA256SUMS") == true)
        #expect(Self.step(tampered, "Build evidence")?.outcome == "skipped")
    }

    @Test func anEmptyPathsInputIsAClearError() throws {
        let workspace = try ActionWorkspace(event: Self.pullRequestEvent, eventName: "pull_request")
        let results = try workspace.run(["paths": ""])
        let collect = try #require(Self.step(results, "Collect evidence"))
        #expect(collect.outcome == "failure")
        #expect(collect.standardError == "error: the paths input is empty; name the files and folders to collect (default: results).\n")
        #expect(Self.step(results, "Triage")?.outcome == "skipped")
        #expect(Self.step(results, "Comment on the pull request")?.outcome == "skipped")
    }
}

/// A workspace with the sample run in `results`, the fakes on PATH, and a runner for action.yml.
final class ActionWorkspace {
    let directory: TemporaryDirectory
    var runner: ActionRunner
    var workspace: String { directory.path("workspace") }
    var ghLog: String { directory.path("gh.log") }
    var ghState: String { directory.path("gh-state.json") }
    var summary: String { directory.path("step-summary.md") }

    struct MissingTool: Error, CustomStringConvertible {
        var description: String
    }

    init(event: String, eventName: String) throws {
        // The action's comment step (and the fake gh) read JSON with jq, as GitHub's runners have it.
        guard ["/opt/homebrew/bin", "/usr/local/bin", "/usr/bin", "/bin"].contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/jq") }) else {
            throw MissingTool(description: "The action's tests need jq (scripts/setup.sh installs it).")
        }
        directory = try TemporaryDirectory("evidence-action")
        let workspace = directory.path("workspace")
        let fakes = directory.path("fake-bin")
        let built = directory.path("built")
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: built, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.path("runner-temp"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path,
            toPath: directory.path("workspace/results"))
        try FileManager.default.createSymbolicLink(atPath: "\(built)/evidence", withDestinationPath: TestPaths.evidenceBinary)
        try directory.write("fake-bin/swift", ActionTests.fakeSwift)
        try directory.write("fake-bin/gh", ActionTests.fakeGH)
        for tool in ["swift", "gh"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(fakes)/\(tool)")
        }
        try directory.write("event.json", event)
        try directory.write("gh-state.json", #"[{"id": 7, "body": "Looks good to me."}]"#)
        try directory.write("artifacts.json", #"{"total_count": 0, "artifacts": []}"#)
        _ = FileManager.default.createFile(atPath: directory.path("gh.log"), contents: nil)
        _ = FileManager.default.createFile(atPath: directory.path("step-summary.md"), contents: nil)
        _ = FileManager.default.createFile(atPath: directory.path("github-env"), contents: nil)
        try FileManager.default.createDirectory(atPath: directory.path("check-runs"), withIntermediateDirectories: true)
        let environment = [
            "PATH": "\(fakes):/opt/homebrew/bin:/usr/local/bin:/usr/bin:/bin",
            "HOME": directory.path,
            "GITHUB_ACTIONS": "true",
            "GITHUB_EVENT_NAME": eventName,
            "GITHUB_EVENT_PATH": directory.path("event.json"),
            "GITHUB_REPOSITORY": ActionTests.repository,
            "GITHUB_SERVER_URL": "https://github.com",
            "GITHUB_RUN_ID": "9001",
            "GITHUB_JOB": "ios-tests",
            "GITHUB_SHA": "0123456789abcdef0123456789abcdef01234567",
            "GITHUB_WORKSPACE": workspace,
            "GITHUB_STEP_SUMMARY": directory.path("step-summary.md"),
            "GITHUB_ENV": directory.path("github-env"),
            "RUNNER_OS": "Linux",
            "RUNNER_ARCH": "X64",
            "RUNNER_TEMP": directory.path("runner-temp"),
            "FAKE_GH_LOG": directory.path("gh.log"),
            "FAKE_GH_STATE": directory.path("gh-state.json"),
            "FAKE_GH_TOKEN": ActionTests.token,
            "FAKE_GH_ARTIFACTS": directory.path("artifacts.json"),
            "FAKE_GH_CHECK_RUNS": directory.path("check-runs"),
            // No release: nothing listens there (a test that serves one sets its own).
            "EVIDENCE_RELEASE_URL": "http://127.0.0.1:9/releases",
            "FAKE_SWIFT_BIN_PATH": built,
            "FAKE_SWIFT_LOG": directory.path("swift.log"),
        ]
        runner = try ActionRunner(
            actionFile: TestPaths.packageRoot.appendingPathComponent("action.yml").path,
            github: ["token": ActionTests.token, "action_path": ActionTests.root, "job": "ios-tests", "action_repository": "octo-org/evidence"],
            environment: environment, workingDirectory: workspace)
        // The test machine has the libraries already; installing packages is not the test's business.
        runner.skippedByTest = ["Install the system libraries"]
    }

    func run(_ inputs: [String: String] = [:]) throws -> [ActionRunner.StepResult] {
        try runner.run(inputs: inputs)
    }

    func ghCalls() throws -> [String] {
        try String(contentsOfFile: ghLog, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The bodies of the check-run requests (POST, then PATCHes), in order.
    func checkRunRequests() throws -> [[String: Any]] {
        let folder = directory.path("check-runs")
        let count = try FileManager.default.contentsOfDirectory(atPath: folder).count
        return try (0..<count).map { number in
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(number).json"))
            return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        }
    }

    struct Comment: Decodable {
        var id: Int
        var body: String
    }

    func comments() throws -> [Comment] {
        try JSONDecoder().decode([Comment].self, from: Data(contentsOf: URL(fileURLWithPath: ghState)))
    }
}
