import EvidenceRecorder
import EvidenceTestSupport
import Foundation
import Testing

/// What EvidenceRecorder writes is what docs/schemas/evidence.diagnostic.v1.schema.json describes,
/// for every kind, phase and outcome, with and without an error.
@Suite struct RecorderSchemaTests {
    struct SyncFailure: Error {}

    @Test func everyLineTheRecorderWritesMatchesTheSchema() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("diagnostics.jsonl")
        let recorder = EvidenceRecorder(fileURL: url, maximumBytes: 1 << 20, clock: { Date(timeIntervalSince1970: 1_795_166_043.75) })
        let identifiers = [try TaskIdentifier("com.example.app.refresh"), try TaskIdentifier("org.example-1.db_cleanup")]
        let errors: [ErrorType?] = [nil, ErrorType(NSError(domain: "BGTaskSchedulerErrorDomain", code: 1)), ErrorType(SyncFailure()),
                                    .named("BGTaskScheduler.Error.notPermitted"), ErrorType(URLError(.timedOut))]
        var written = 0
        for (index, identifier) in identifiers.enumerated() {
            for kind in [EvidenceRecorder.TaskKind.appRefresh, .processing] {
                for phase in [EvidenceRecorder.Phase.registration, .submission, .launch, .execution, .expiration, .completion] {
                    for outcome in [EvidenceRecorder.Outcome.succeeded, .failed, .cancelled] {
                        try recorder.record(identifier, kind: kind, phase: phase, outcome: outcome, error: errors[(written + index) % errors.count])
                        written += 1
                    }
                }
            }
        }
        let validator = try JSONSchemaValidator.documented("evidence.diagnostic.v1.schema.json")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == written)
        for line in lines {
            let problems = try validator.problems(json: Data(line.utf8))
            #expect(problems.isEmpty, "\(line): \(problems)")
        }
    }

    /// A record stamped with the running test matches the schema too; a test the schema refuses is
    /// one the recorder does not write.
    @Test(arguments: ["AppUITests.BackgroundRefreshTests/testRefreshRuns", "SyncJobTests/repeatedRunIsIdempotent(count:)", "not a test", "Settings/enables background refresh", "Suite/ padded "])
    func aRecordWithItsTestMatchesTheSchema(_ test: String) throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("diagnostics.jsonl")
        let recorder = EvidenceRecorder(fileURL: url, runningTest: { test })
        try recorder.record(try TaskIdentifier("com.example.app.refresh"), kind: .appRefresh, phase: .launch, outcome: .succeeded)
        let line = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(line.contains("\"test\":") == EvidenceRecorder.isTestIdentifier(test))
        let validator = try JSONSchemaValidator.documented("evidence.diagnostic.v1.schema.json")
        let problems = try validator.problems(json: Data(line.utf8))
        #expect(problems.isEmpty, "\(line): \(problems)")
        if !line.contains("\"test\":") {
            let withFreeText = line.dropLast() + ",\"test\":\"\(test)\"}"
            #expect(try !validator.problems(json: Data(withFreeText.utf8)).isEmpty)
        }
    }
}
