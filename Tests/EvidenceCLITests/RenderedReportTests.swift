import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The report and the comment as GitHub renders them, for the sample run and for an archive of real
/// fixtures: snapshots a person can read, and cmark-gfm's view of them — no raw HTML beyond
/// `<details>`, `<summary>`, `<code>` and `<sub>`, every `<details>` closed.
@Suite struct RenderedReportTests {
    /// Collected as on GitHub Actions, so the sources are linked to the line at the commit.
    static let environment: [String: String] = EvidenceProcess.cleanEnvironment([
        "SOURCE_DATE_EPOCH": "1764000000", "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_REPOSITORY": "acme/app", "GITHUB_RUN_ID": "42", "GITHUB_SHA": "0123456789abcdef0123456789abcdef01234567",
    ])

    /// Result bundles (one whose build failed), raw logs (a crash, a Swift run), JUnit and a plist.
    static let fixtures = [
        "xcresult/fastlane__Xcode26-Mixed-XCTest-SwiftTesting.xcresult", "xcresult/xcresultparser__resultWithCompileError.xcresult",
        "logs/xcbeautify__xctest_crash_log.txt", "logs/muter__testRunWithFailures_swift.log",
        "junit/fastlane_trainer__SwiftTesting.junit.xml", "plists/NetNewsWire__iOS_Resources_Info.plist",
    ]
    /// The bundle's checkout on the machine that made it.
    static let fixtureRoot = "/Volumes/Nexus/fastlane/fastlane/trainer/spec/fixtures/Xcode26-Mixed-XCTest-SwiftTesting-Project/"

    static func render(_ inputs: [String], in directory: TemporaryDirectory, extra: [String] = []) throws -> (report: String, comment: String) {
        let archive = directory.path("run.tgz")
        // The sample run with its checkout; the fixtures without sources (their checkouts are not here).
        let sources = inputs.contains(TriageCommandTests.sampleRun) ? ["--project-root", TriageCommandTests.sampleCheckout] : ["--sources", "none"]
        let collect = try EvidenceProcess.run(["collect"] + inputs + sources + ["-o", archive], environment: environment)
        #expect(collect.status == 0, "\(collect.standardError)")
        let report = try EvidenceProcess.run(["triage", archive] + extra, environment: environment)
        let comment = try EvidenceProcess.run(["comment", archive] + extra, environment: environment)
        #expect(report.status == 0 && comment.status == 0, "\(report.standardError)\(comment.standardError)")
        return (report.standardOutput, comment.standardOutput)
    }

    static func expectGitHubSafe(_ markdown: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let tags = try CMark.rawHTMLTags(markdown)
        let leaked = tags.filter { !CMark.allowedTags.contains($0) }
        #expect(leaked.isEmpty, "raw HTML: \(leaked.prefix(5))", sourceLocation: sourceLocation)
        #expect(tags.filter { $0 == "<details>" }.count == tags.filter { $0 == "</details>" }.count, sourceLocation: sourceLocation)
        #expect(tags.filter { $0 == "<details>" }.count == markdown.components(separatedBy: "<details>").count - 1,
                "every <details> is parsed as HTML, none swallowed by code", sourceLocation: sourceLocation)
        let html = try CMark.render(markdown)
        #expect(html.components(separatedBy: "<details>").count == html.components(separatedBy: "</details>").count, sourceLocation: sourceLocation)
    }

    @Test func theSampleRunRendersSafely() throws {
        let directory = try TemporaryDirectory()
        let (report, comment) = try Self.render([TriageCommandTests.sampleRun], in: directory)
        try Self.expectGitHubSafe(report)
        try Self.expectGitHubSafe(comment)
        #expect(try CMark.render(comment).contains("<a href=\"https://github.com/acme/app/blob/0123456789abcdef0123456789abcdef01234567/BackgroundSyncAppTests/SyncRefreshJobTests.swift#L42\">"))
    }

    @Test(.requiresSharedFixtures) func aRunOfRealFixturesRendersSafelyAndReadsAsRecorded() throws {
        let directory = try TemporaryDirectory()
        let (report, comment) = try Self.render(Self.fixtures.map(TestPaths.fixture), in: directory, extra: ["--project-root", Self.fixtureRoot])
        if let mismatch = Snapshot.mismatch(report, named: "fixtures-run-triage.md") { Issue.record(Comment(rawValue: mismatch)) }
        if let mismatch = Snapshot.mismatch(comment, named: "fixtures-run-comment.md") { Issue.record(Comment(rawValue: mismatch)) }
        try Self.expectGitHubSafe(report)
        try Self.expectGitHubSafe(comment)
        // The build failed and tests failed: the comment's first line says both; the errors are listed.
        let lines = comment.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("## Build failed (2 errors); "))
        #expect(comment.contains("/CoberturaCoverageConverter.swift:40` Cannot find 'xmlString1' in scope"))
        // The bundle's sources are relative and linked; nothing points at a database row.
        #expect(report.contains("](https://github.com/acme/app/blob/0123456789abcdef0123456789abcdef01234567/FastlaneTrainerExampleTests/FastlaneTrainerExampleTests.swift#L"))
        #expect(!report.contains(" row "))
    }
}
