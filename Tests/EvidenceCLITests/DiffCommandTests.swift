import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `evidence diff` and `evidence comment --base` on real archives collected from logs the test writes.
@Suite struct DiffCommandTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    func archive(_ tests: [(name: String, outcome: RunLogWriter.Outcome)], commit: String, in directory: TemporaryDirectory) throws -> String {
        try RunLogWriter.archive(tests, commit: commit, in: directory)
    }

    /// base: A fails (job), C passes, E fails, F passes, G flaky. head: A fails (configuration),
    /// B new, E fixed, F newly flaky, G still flaky, C gone.
    func pair(in directory: TemporaryDirectory) throws -> (base: String, head: String) {
        let base = try archive([("testA", .failed), ("testB", .passed), ("testC", .passed), ("testE", .failed), ("testF", .passed), ("testG", .flaky)], commit: "aaaa1111", in: directory)
        let head = try archive([("testA", .failedConfiguration), ("testB", .failed), ("testE", .passed), ("testF", .flaky), ("testG", .flaky), ("testH", .failed)], commit: "bbbb2222", in: directory)
        return (base, head)
    }

    @Test func theJSONSortsEveryTestIntoItsChangeAndMatchesTheSchema() throws {
        let directory = try TemporaryDirectory()
        let (base, head) = try pair(in: directory)
        let outcome = try EvidenceProcess.run(["diff", base, head, "--format", "json"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let problems = try JSONSchemaValidator.documented("evidence.diff.v1.schema.json").problems(json: Data(outcome.standardOutput.utf8))
        #expect(problems.isEmpty, "\(problems)")
        let document = try JSONDecoder().decode(DiffDocument.self, from: Data(outcome.standardOutput.utf8))
        #expect(document.schema == "evidence.diff/v1")
        #expect(document.base.commit == "aaaa1111" && document.head.commit == "bbbb2222")
        #expect(document.new.map(\.test) == ["AppTests.JobTests/testB", "AppTests.JobTests/testH"])
        #expect(document.new.map(\.base.status) == ["passed", "absent"])
        #expect(document.fixed.map(\.test) == ["AppTests.JobTests/testE"])
        #expect(document.stillFailing.map(\.test) == ["AppTests.JobTests/testA"])
        #expect(document.stillFailing[0].categoryChanged)
        #expect(document.stillFailing[0].base.category == "business-logic-error")
        #expect(document.stillFailing[0].head.category == "configuration-regression")
        #expect(document.newlyFlaky.map(\.test) == ["AppTests.JobTests/testF"])
        #expect(document.disappeared.map(\.test) == ["AppTests.JobTests/testC"])
        #expect(document.summary.new == 2 && document.summary.categoryChanged == 1)
    }

    /// A failure read as the run's own (the runner lost its connection) is shown as the report shows
    /// it, under test infrastructure, not as an unexplained "Unclassified"; the JSON keeps the label.
    @Test func aFailureOfTheRunsOwnIsShownAsTestInfrastructure() throws {
        let directory = try TemporaryDirectory()
        let base = try archive([("testA", .passed), ("testB", .failed)], commit: "aaaa1111", in: directory)
        let head = try archive([("testA", .failedSaying("Lost connection to testmanagerd")), ("testB", .failed)], commit: "bbbb2222", in: directory)
        let markdown = try EvidenceProcess.run(["diff", base, head], environment: environment)
        #expect(markdown.status == 0, "\(markdown.standardError)")
        let newLine = markdown.standardOutput.split(separator: "\n").first { $0.contains("testA") }
        #expect(newLine?.contains("Test infrastructure — passed in base") == true, "\(markdown.standardOutput)")
        let stillLine = markdown.standardOutput.split(separator: "\n").first { $0.contains("testB") }
        #expect(stillLine?.contains("Business-logic error") == true || stillLine?.contains("Business logic") == true, "\(markdown.standardOutput)")
        let json = try EvidenceProcess.run(["diff", base, head, "--format", "json"], environment: environment)
        let document = try JSONDecoder().decode(DiffDocument.self, from: Data(json.standardOutput.utf8))
        #expect(document.new.first?.head.category == "unclassified" && document.new.first?.head.rule == "test_infrastructure")
    }

    /// The case: the same run read from fastlane's JUnit (`JobTests/testA`, no module) and
    /// from the xcodebuild log (`AppTests.JobTests/testA`) is one set of tests, not three new
    /// failures and three disappeared ones; `--fail-on new` passes.
    @Test func aRunReadFromJUnitWithoutModulesAndFromTheLogIsTheSameTests() throws {
        let directory = try TemporaryDirectory()
        let tests: [(name: String, outcome: RunLogWriter.Outcome)] = [("testA", .failed), ("testB", .failed), ("testC", .passed), ("testD", .failed)]
        let junit = try RunLogWriter.archive(tests, commit: "aaaa1111", form: .fastlaneJUnit, in: directory)
        let log = try RunLogWriter.archive(tests, commit: "bbbb2222", in: directory)
        for (base, head) in [(junit, log), (log, junit)] {
            let outcome = try EvidenceProcess.run(["diff", base, head, "--fail-on", "new", "--format", "json"], environment: environment)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try JSONDecoder().decode(DiffDocument.self, from: Data(outcome.standardOutput.utf8))
            #expect(document.summary.new == 0 && document.summary.disappeared == 0 && document.summary.fixed == 0)
            #expect(document.stillFailing.map(\.test) == ["AppTests.JobTests/testA", "AppTests.JobTests/testB", "AppTests.JobTests/testD"])
        }
        let markdown = try EvidenceProcess.run(["diff", junit, log], environment: environment)
        #expect(markdown.standardOutput.hasPrefix("# 0 new failures, 0 fixed, 3 still failing\n"))
    }

    @Test func theMarkdownNamesEachChange() throws {
        let directory = try TemporaryDirectory()
        let (base, head) = try pair(in: directory)
        let outcome = try EvidenceProcess.run(["diff", base, head], environment: environment)
        #expect(outcome.status == 0)
        let text = outcome.standardOutput
        #expect(text.hasPrefix("# 2 new failures, 1 fixed, 1 still failing, 1 newly flaky, 1 disappeared\n"))
        #expect(text.contains("## New failures (2)\n\n- `AppTests.JobTests/testB` — Business-logic error — passed in base\n- `AppTests.JobTests/testH` — Business-logic error — not in base\n"), "\(text)")
        // The triage report's labels, never the JSON's kebab-case.
        #expect(text.contains("- `AppTests.JobTests/testA` — now configuration regression, was business-logic error"), "\(text)")
        #expect(text.contains("## Fixed (1)\n\n- `AppTests.JobTests/testE` — was business-logic error\n"), "\(text)")
        #expect(!text.contains("-error") && !text.contains("-regression"), "\(text)")
        #expect(text.contains("## Disappeared (1)"))
    }

    @Test func failOnNewExitsOneOnlyWhenHeadAddsFailures() throws {
        let directory = try TemporaryDirectory()
        let (base, head) = try pair(in: directory)
        let failing = try EvidenceProcess.run(["diff", base, head, "--fail-on", "new", "--format", "json"], environment: environment)
        #expect(failing.status == 1)
        #expect(failing.standardError == "error: 2 failures new in \(head) since \(base) (--fail-on new).\n")
        // A run against itself adds nothing.
        let same = try EvidenceProcess.run(["diff", head, head, "--fail-on", "new"], environment: environment)
        #expect(same.status == 0)
        #expect(same.standardOutput.hasPrefix("# 0 new failures, 0 fixed, 3 still failing"))
    }

    @Test func theCommentLeadsWithWhatIsNew() throws {
        let directory = try TemporaryDirectory()
        let (base, head) = try pair(in: directory)
        let outcome = try EvidenceProcess.run(["comment", head, "--base", base], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "<!-- evidence:comment -->")
        #expect(lines[1].hasPrefix("## 3 failed tests"))
        // Among the run's facts, before the causes (each marked new or not, so not listed again).
        let new = "**2 of 3 failed tests new since `aaaa1111`** (1 already failing in base, 1 fixed, 1 newly flaky): their causes come first, marked **new here**."
        let facts = try #require(outcome.standardOutput.range(of: new), "\(outcome.standardOutput)")
        #expect(facts.lowerBound < (outcome.standardOutput.range(of: "## Start here")?.lowerBound ?? outcome.standardOutput.startIndex))
        // The facts count against the limit.
        let small = try EvidenceProcess.run(["comment", head, "--base", base, "--max-chars", "2000"], environment: environment)
        #expect(small.standardOutput.utf16.count <= 2000)
        #expect(small.standardOutput.contains("new since `aaaa1111`"))
    }

    /// `comment --base` (issue 25, part 9): new causes first, each block marked new or already
    /// failing on base, and the tests that failed in base but did not run here listed.
    @Test func theCommentMarksEachCauseNewOrAlreadyFailingAndListsWhatDisappeared() throws {
        let directory = try TemporaryDirectory()
        let base = try archive([("testA", .failed), ("testC", .failed), ("testD", .failed)], commit: "aaaa1111", in: directory)
        let head = try archive([("testA", .failed), ("testB", .failedConfiguration), ("testC", .failed)], commit: "bbbb2222", in: directory)
        let outcome = try EvidenceProcess.run(["comment", head, "--base", base], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let text = outcome.standardOutput
        #expect(text.contains("**1 test failing in `aaaa1111` did not run here** (deleted, renamed or skipped?):\n\n- `AppTests.JobTests/testD`"))
        let new = try #require(text.range(of: "### 1. Configuration regression — 1 test · **new here**"), "\(text)")
        let old = try #require(text.range(of: "### 2. Business-logic error — 2 tests · already failing on base"), "\(text)")
        #expect(new.lowerBound < old.lowerBound)
        // Without a base, no block says either.
        let plain = try EvidenceProcess.run(["comment", head], environment: environment)
        #expect(!plain.standardOutput.contains("new here") && !plain.standardOutput.contains("already failing on base"))
    }

    /// The category table is shown where it adds to the verdict — two categories and more failed
    /// tests than the blocks show at a glance — and when not every cause fits, it goes before any
    /// cause does.
    @Test func aCommentCutToFitDropsTheTableBeforeACause() throws {
        let directory = try TemporaryDirectory()
        let oneCauseEach = try archive([("testA", .failed), ("testB", .failedConfiguration), ("testC", .failedSaying("XCTAssertNil failed: \"cursor.tmp\""))], commit: "bbbb2222", in: directory)
        #expect(!(try EvidenceProcess.run(["comment", oneCauseEach], environment: environment).standardOutput.contains("| Category |")))
        let many = (0..<10).map { (name: "testD\($0)", outcome: RunLogWriter.Outcome.failed) }
        let head = try archive([("testB", .failedConfiguration), ("testC", .failedSaying("XCTAssertNil failed: \"cursor.tmp\" - temporary file left after cancellation"))] + many,
                               commit: "bbbb2222", in: directory)
        let full = try EvidenceProcess.run(["comment", head], environment: environment).standardOutput
        #expect(full.contains("| Category |") || full.contains("| category |"), "\(full)")
        let limit = full.utf16.count - 40
        let cut = try EvidenceProcess.run(["comment", head, "--max-chars", "\(limit)"], environment: environment).standardOutput
        #expect(cut.utf16.count <= limit)
        #expect(!cut.contains("| Category |") && !cut.contains("| category |"), "\(cut)")
        #expect(cut.contains("Configuration regression — 1 test"), "\(cut)")
        #expect(cut.contains("Business-logic error — 10 tests") && cut.contains("Business-logic error — 1 test"), "both causes of the category kept: \(cut)")
    }

    @Test func aMissingBaseIsOneSentenceAndExit66() throws {
        let directory = try TemporaryDirectory()
        let (_, head) = try pair(in: directory)
        let outcome = try EvidenceProcess.run(["diff", directory.path("missing.tgz"), head], environment: environment)
        #expect(outcome.status == 66)
        #expect(outcome.standardError.hasPrefix("error: ") && outcome.standardError.contains("missing.tgz"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        #expect(outcome.standardOutput.isEmpty)
    }
}
