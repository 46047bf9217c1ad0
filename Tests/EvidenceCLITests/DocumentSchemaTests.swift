import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The JSON documents the commands print, checked against the schemas in docs/schemas/: the sample
/// run and bundles written here on any clone, every shared fixture too when it is there.
@Suite struct DocumentSchemaTests {
    static let sampleRun = TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path
    /// A GitHub Actions run, so the manifest's `ci` object is written and checked too.
    let environment = EvidenceProcess.cleanEnvironment([
        "SOURCE_DATE_EPOCH": "1764000000", "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_REPOSITORY": "example/app", "GITHUB_RUN_ID": "42", "GITHUB_JOB": "test", "GITHUB_REF_NAME": "main",
    ])

    func expectValid(_ json: String, _ schema: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let problems = try JSONSchemaValidator.documented(schema).problems(json: Data(json.utf8))
        #expect(problems.isEmpty, "\(what) breaks \(schema): \(problems.prefix(10).joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    func run(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try EvidenceProcess.run(arguments, environment: environment)
        #expect(outcome.status == 0, "evidence \(arguments.joined(separator: " ")): \(outcome.standardError)", sourceLocation: sourceLocation)
        return outcome.standardOutput
    }

    /// Collects `inputs` and returns the archive and its manifest.json as written.
    func collect(_ inputs: [String], in directory: TemporaryDirectory, extra: [String] = []) throws -> (archive: String, manifest: String) {
        let archive = directory.path("run-\(UUID().uuidString.prefix(8)).tgz")
        _ = try run(["collect"] + inputs + ["--output", archive] + extra)
        let first = try #require(try ArchiveRewriter.entries(of: archive).first)
        #expect(first.path == "manifest.json")
        return (archive, String(decoding: first.contents, as: UTF8.self))
    }

    /// A result bundle with a pass, a failure (holding a secret, so a redaction is counted) and a skip.
    func syntheticBundle(in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("in/Test.xcresult")
        try SyntheticXCResult(at: path).writeTestRun(tests: [
            ("testRefreshSchedules()", "Success", nil),
            ("testRefreshIsIdempotent()", "Failure", "XCTAssertEqual failed: (\"2\") is not equal to (\"1\") token=abc123secret"),
            ("testCleanup()", "Skipped", nil),
        ])
        return path
    }

    @Test func theSampleRunsDocumentsMatchTheirSchemas() throws {
        let directory = try TemporaryDirectory()
        let (archive, manifest) = try collect([Self.sampleRun], in: directory, extra: ["--commit", "0123abc"])
        try expectValid(manifest, "evidence.manifest.v1.schema.json", "the sample run's manifest")
        #expect(manifest.contains("\"provider\" : \"github-actions\""), "the manifest's ci object is not checked")
        let triage = try run(["triage", archive, "--format", "json"])
        try expectValid(triage, "evidence.triage.v1.schema.json", "the sample run's triage")
        #expect(triage.contains("\"url\" : \"https://github.com/example/app/blob/0123abc/"), "the locations' links are not checked")
        try expectValid(try run(["logs", Self.sampleRun + "/logs/xcodebuild-test.log", "--format", "json"]), "evidence.testrun.v1.schema.json", "the sample log")
        try expectValid(try run(["logs", Self.sampleRun + "/junit.xml", "--format", "json"]), "evidence.testrun.v1.schema.json", "the sample JUnit")
        let records = try String(contentsOfFile: Self.sampleRun + "/diagnostics/registration.jsonl", encoding: .utf8)
        for line in records.split(separator: "\n") {
            try expectValid(String(line), "evidence.diagnostic.v1.schema.json", "a sample registration record")
        }
    }

    /// A bundle, a log with a secret, a missing path under --skip-missing and an unknown CI-less
    /// commit: the manifest's optional parts (entry redactions, skipped) are written and checked.
    @Test func aSyntheticBundlesDocumentsMatchTheirSchemas() throws {
        let directory = try TemporaryDirectory()
        let bundle = try syntheticBundle(in: directory)
        try directory.write("in/build.log", "Test Case '-[AppTests.SyncTests testA]' started.\nAuthorization: Bearer abcdefghijklmnop123\n")
        let (archive, manifest) = try collect([directory.path("in"), directory.path("absent"), "--skip-missing"], in: directory, extra: ["--commit", "abcdef1234567"])
        try expectValid(manifest, "evidence.manifest.v1.schema.json", "a synthetic run's manifest")
        let decoded = try Manifest.decode(Array(manifest.utf8), archive: archive)
        #expect(decoded.skippedTotal == 1 && decoded.entries.contains { $0.redactions != nil }, "optional manifest fields are not exercised: \(manifest)")
        try expectValid(try run(["triage", archive, "--format", "json"]), "evidence.triage.v1.schema.json", "a synthetic run's triage")
        try expectValid(try run(["xcresult", bundle, "--format", "json"]), "evidence.xcresult.tests.schema.json", "a synthetic bundle's tree")
        // From an archive: an array of trees, each with its bundlePath.
        let trees = try run(["xcresult", archive, "--format", "json"])
        #expect(trees.hasPrefix("["))
        try expectValid(trees, "evidence.xcresult.tests.schema.json", "the trees of an archive")
        try expectValid(try run(["logs", directory.path("in/build.log"), "--format", "json"]), "evidence.testrun.v1.schema.json", "a synthetic log")
    }

    /// The documents are checked, not waved through: a real one, changed, fails.
    @Test func aRealDocumentChangedFailsItsSchema() throws {
        let directory = try TemporaryDirectory()
        let (archive, _) = try collect([Self.sampleRun], in: directory, extra: ["--commit", "0123abc"])
        let triage = try run(["triage", archive, "--format", "json"])
        let validator = try JSONSchemaValidator.documented("evidence.triage.v1.schema.json")
        #expect(try validator.problems(json: Data(triage.utf8)).isEmpty)
        let renamed = triage.replacingOccurrences(of: "\"business-logic-error\"", with: "\"business-logic\"")
        #expect(renamed != triage)
        #expect(try !validator.problems(json: Data(renamed.utf8)).isEmpty)
    }

    @Test(.requiresSharedFixtures) func theSharedFixturesCollectedMatchTheSchemas() throws {
        let directory = try TemporaryDirectory()
        let archive = try CollectedSharedFixtures.write(in: directory)
        let first = try #require(try ArchiveRewriter.entries(of: archive).first)
        #expect(first.path == "manifest.json")
        let manifest = String(decoding: first.contents, as: UTF8.self)
        try expectValid(manifest, "evidence.manifest.v1.schema.json", "the fixtures' manifest")
        #expect(manifest.contains("\"provider\" : \"github-actions\""), "the manifest's ci object is not checked")
        let triage = try run(["triage", archive, "--format", "json"])
        try expectValid(triage, "evidence.triage.v1.schema.json", "the fixtures' triage")
        #expect(triage.contains("\"attachments\" : ["), "the attachments are not checked")
        #expect(triage.contains("\"issues\" : ["), "the build issues are not checked")
    }

    @Test(.requiresSharedFixtures, arguments: try SharedFixtures.contents(of: "xcresult"))
    func everyFixtureBundlesTreeMatchesTheSchema(_ bundle: String) throws {
        try expectValid(try run(["xcresult", TestPaths.fixture("xcresult/\(bundle)"), "--format", "json"]), "evidence.xcresult.tests.schema.json", bundle)
    }

    @Test(.requiresSharedFixtures, arguments: try SharedFixtures.contents(of: "logs").map { "logs/\($0)" } + SharedFixtures.contents(of: "junit").map { "junit/\($0)" })
    func everyFixtureLogsReportMatchesTheSchema(_ file: String) throws {
        try expectValid(try run(["logs", TestPaths.fixture(file), "--format", "json"]), "evidence.testrun.v1.schema.json", file)
    }
}
