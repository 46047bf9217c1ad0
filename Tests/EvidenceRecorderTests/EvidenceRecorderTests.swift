import EvidenceKit
@testable import EvidenceRecorder
import EvidenceTestSupport
import Foundation
import Testing

// Serialized: one test sets EVIDENCE_TEST_ID in this process, which the others must not see.
@Suite(.serialized) struct EvidenceRecorderTests {
    struct SyncFailure: Error { var token: String }

    @Test func recordsReadBackWithoutProblems() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("evidence/diagnostics.jsonl")
        let recorder = EvidenceRecorder(fileURL: url, clock: { Date(timeIntervalSince1970: 1_795_166_043) })
        let refresh = try TaskIdentifier("com.example.app.refresh")
        try recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: .succeeded)
        try recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(NSError(domain: "BGTaskSchedulerErrorDomain", code: 1)))
        try recorder.record(refresh, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(SyncFailure(token: "ghp_secret")))
        try recorder.record(refresh, kind: .appRefresh, phase: .expiration, outcome: .cancelled, error: .named("BGTaskScheduler.Error.notPermitted"))

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix(#"{"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:03Z"}"#))
        #expect(!text.contains("ghp_secret"))
        let reading = try RegistrationRecordReader.read(path: url.path)
        #expect(reading.problems.isEmpty)
        #expect(reading.records.map(\.phase) == [.registration, .submission, .completion, .expiration])
        #expect(reading.records.map(\.errorType) == [nil, "BGTaskSchedulerErrorDomain:1", "EvidenceRecorderTests.EvidenceRecorderTests.SyncFailure", "BGTaskScheduler.Error.notPermitted"])
    }

    /// A framework error bridged as a struct (BGTaskScheduler.Error is one on iOS) keeps its domain
    /// and code; a plain Swift error is its type name.
    @Test func errorsThatNameADomainKeepTheirCode() {
        struct SchedulerError: CustomNSError {
            static var errorDomain: String { "BGTaskSchedulerErrorDomain" }
            var errorCode: Int { 3 }
        }
        #expect(ErrorType(SchedulerError()).name == "BGTaskSchedulerErrorDomain:3")
        #expect(ErrorType(URLError(.timedOut)).name == "\(NSURLErrorDomain):\(URLError.Code.timedOut.rawValue)")
        #expect(ErrorType(SyncFailure(token: "x")).name == "EvidenceRecorderTests.EvidenceRecorderTests.SyncFailure")
    }

    @Test(arguments: ["refresh", "com.example app.refresh", "com..example", "com.example.app.refresh?token=abc", "", ".com.example"])
    func identifiersMustBeReverseDNS(_ text: String) {
        #expect(throws: RecorderError.invalidIdentifier(text)) { try TaskIdentifier(text) }
    }

    @Test func fileIsRotatedAtItsBound() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("diagnostics.jsonl")
        let recorder = EvidenceRecorder(fileURL: url, maximumBytes: 2048)
        let identifier = try TaskIdentifier("com.example.app.cleanup")
        for _ in 0..<100 { try recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded) }
        let current = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        let previous = try FileManager.default.attributesOfItem(atPath: url.path + ".1")[.size] as? Int ?? 0
        #expect(current <= 2048 && previous <= 2048 && current > 0 && previous > 0)
        #expect(try RegistrationRecordReader.read(path: url.path + ".1").problems.isEmpty)
    }

    /// Two recorders on one file stand for the app and its extension (each has its own in-process
    /// lock): the file that becomes `.1` is always one that was full, never a fresh one the other
    /// writer had just started.
    @Test func twoWritersRotateTheFileOnce() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("diagnostics.jsonl")
        let writers = [EvidenceRecorder(fileURL: url, maximumBytes: 2048), EvidenceRecorder(fileURL: url, maximumBytes: 2048)]
        let identifier = try TaskIdentifier("com.example.app.refresh")
        let lineLength = EvidenceRecorder.line(identifier: identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded, error: nil, date: Date()).utf8.count
        for _ in 0..<10 {
            await withTaskGroup(of: Void.self) { group in
                for worker in 0..<4 {
                    group.addTask { for _ in 0..<60 { try? writers[worker % 2].record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded) } }
                }
            }
            let rotated = try FileManager.default.attributesOfItem(atPath: url.path + ".1")[.size] as? Int ?? 0
            #expect(rotated > 2048 - lineLength)
            #expect(try RegistrationRecordReader.read(path: url.path).problems.isEmpty)
            #expect(try RegistrationRecordReader.read(path: url.path + ".1").problems.isEmpty)
        }
    }

    @Test func concurrentAppendsNeverInterleave() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("diagnostics.jsonl")
        let recorder = EvidenceRecorder(fileURL: url, maximumBytes: 1 << 20)
        let identifier = try TaskIdentifier("com.example.app.refresh")
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for _ in 0..<50 { try? recorder.record(identifier, kind: .appRefresh, phase: worker % 2 == 0 ? .launch : .completion, outcome: .succeeded) }
                }
            }
        }
        let reading = try RegistrationRecordReader.read(path: url.path)
        #expect(reading.problems.isEmpty)
        #expect(reading.records.count == 400)
    }

    /// Under a test, each record carries the test's identifier; outside one, none; a value that is
    /// not an identifier is not written (the record is). The reader reads `test` back.
    @Test func recordsAreStampedWithTheRunningTest() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("diagnostics.jsonl")
        final class Current: @unchecked Sendable { var test: String? }
        let current = Current()
        let recorder = EvidenceRecorder(fileURL: url, runningTest: { current.test })
        let refresh = try TaskIdentifier("com.example.app.refresh")
        try recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: .succeeded)
        current.test = "AppUITests.BackgroundRefreshTests/testRefreshRuns"
        try recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        current.test = "BackgroundRefreshTests/testRefreshRuns token=ghp_abc"
        try recorder.record(refresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.split(separator: "\n")[1].hasSuffix(#""test":"AppUITests.BackgroundRefreshTests/testRefreshRuns"}"#))
        #expect(!text.contains("ghp_abc"))
        let reading = try RegistrationRecordReader.read(path: url.path)
        #expect(reading.problems.isEmpty)
        #expect(reading.records.map(\.test) == [nil, "AppUITests.BackgroundRefreshTests/testRefreshRuns", nil])
    }

    /// By default the test comes from `EVIDENCE_TEST_ID`, read at each record: a UI test sets it in
    /// the app's launch environment, a hosted unit test with `setenv` in `setUp`.
    @Test func theDefaultTestIsTheEnvironmentsAtEachRecord() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("diagnostics.jsonl")
        let recorder = EvidenceRecorder(fileURL: url)
        let refresh = try TaskIdentifier("com.example.app.refresh")
        // Only this test touches the variable (the others inject `runningTest` or never set it).
        setenv(EvidenceRecorder.testEnvironmentKey, "SyncJobTests/repeatedRunIsIdempotent()", 1)
        defer { unsetenv(EvidenceRecorder.testEnvironmentKey) }
        try recorder.record(refresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        unsetenv(EvidenceRecorder.testEnvironmentKey)
        try recorder.record(refresh, kind: .appRefresh, phase: .completion, outcome: .succeeded)
        let reading = try RegistrationRecordReader.read(path: url.path)
        #expect(reading.problems.isEmpty)
        #expect(reading.records.map(\.test) == ["SyncJobTests/repeatedRunIsIdempotent()", nil])
    }

    /// The recorder and the reader apply one rule to `test`.
    @Test(arguments: ["Suite/name", "Module.Suite/name(arg:)", "", "name", "Suite/", "Suite/a b", "Suite/ a", "Suite/a\"b", "Settings/enables background refresh toggle", "Suite/é", "Suite/" + String(repeating: "x", count: 300)])
    func theRecorderAndTheReaderAgreeOnATest(_ text: String) {
        #expect(EvidenceRecorder.isTestIdentifier(text) == RegistrationRecord.isTestIdentifier(text))
    }

    @Test func unwritableLocationThrows() throws {
        let directory = try TemporaryDirectory()
        try directory.write("file", "x")
        let recorder = EvidenceRecorder(fileURL: directory.url.appendingPathComponent("file/diagnostics.jsonl"))
        #expect(throws: RecorderError.self) { try recorder.record(try TaskIdentifier("a.b"), kind: .processing, phase: .launch, outcome: .failed) }
    }
}
