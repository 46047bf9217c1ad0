import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A run's unified-log export, end to end: `collect` archives it under `oslog/` (named in the
/// manifest, redacted), and `triage` reads the scheduler's lines in it as the run's. The real binary,
/// real files, the archive read back.
@Suite struct CollectUnifiedLogTests {
    static let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])
    static let corpus = TestPaths.triageCorpus.appendingPathComponent("UnifiedLog")
    static let test = "AppTests.MaintenanceE2ETests/testOldLogsPurgedByMaintenanceTask"

    /// A test that submits the maintenance task (the submission succeeds, the app's records say) and
    /// asserts on what the task would have done: the log and the records do not say why it never ran.
    static func makeRun(in directory: TemporaryDirectory, export: Bool) throws {
        try directory.write("results/xcodebuild-test.log", """
            Test Suite 'MaintenanceE2ETests' started at 2026-11-20 09:14:38.000
            Test Case '-[AppTests.MaintenanceE2ETests testOldLogsPurgedByMaintenanceTask]' started.
            2026-11-20 09:14:39.900121+0000 BackgroundSyncApp[48112:1021877] Submitted BGProcessingTaskRequest com.example.app.maintenance
            /Users/runner/work/app/app/AppTests/MaintenanceE2ETests.swift:42: error: -[AppTests.MaintenanceE2ETests testOldLogsPurgedByMaintenanceTask] : XCTAssertEqual failed: ("21") is not equal to ("0") - log files older than 14 days
            Test Case '-[AppTests.MaintenanceE2ETests testOldLogsPurgedByMaintenanceTask]' failed (0.412 seconds).
            Test Suite 'MaintenanceE2ETests' failed at 2026-11-20 09:14:40.312.
            \t Executed 1 test, with 1 failure (0 unexpected) in 0.412 (0.420) seconds
            ** TEST FAILED **

            """)
        try directory.write("results/records.jsonl", """
            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.maintenance","taskKind":"processing","phase":"submission","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:39Z"}

            """)
        guard export else { return }
        // What `scripts/ios-test.sh` leaves: the Simulator's log for the test window, with a secret the
        // app logged (redacted like any text).
        var text = try String(contentsOf: corpus.appendingPathComponent("simulator-show.ndjson"), encoding: .utf8)
        text = text.replacingOccurrences(of: "SyncRefreshJob: refreshing 42 items", with: "SyncRefreshJob: Authorization: Bearer \(secret)")
        try directory.write("results/unified-log.ndjson", text)
    }

    static let secret = "ghp_" + String(repeating: "aB3", count: 12)

    static func collectAndTriage(_ directory: TemporaryDirectory) throws -> (manifest: Manifest, entries: [ArchiveRewriter.Entry], failure: [String: Any]) {
        let collect = try EvidenceProcess.run(["collect", "results", "-o", "run.tgz", "--commit", "0123456", "--sources", "none"], environment: environment, in: directory.path)
        #expect(collect.status == 0, "\(collect.standardError)")
        let entries = try ArchiveRewriter.entries(of: directory.path("run.tgz"))
        let manifest = try Manifest.decode(entries[0].contents, archive: "run.tgz")
        let triage = try EvidenceProcess.run(["triage", "run.tgz", "--format", "json"], environment: environment, in: directory.path)
        #expect(triage.status == 0, "\(triage.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(triage.standardOutput.utf8)) as? [String: Any])
        let failures = try #require(document["failures"] as? [[String: Any]])
        let failure = try #require(failures.first { $0["test"] as? String == test })
        return (manifest, entries, failure)
    }

    @Test func theSchedulersRefusalInTheExportLabelsTheFailure() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory, export: true)
        let (manifest, entries, failure) = try Self.collectAndTriage(directory)

        let entry = try #require(manifest.entries.first { $0.kind == .oslog })
        #expect(entry.path == "oslog/unified-log.ndjson")
        #expect(entry.redactions == 1)
        let archived = try #require(entries.first { $0.path == entry.path })
        let text = String(decoding: archived.contents, as: UTF8.self)
        #expect(!text.contains(Self.secret))
        // Redacted inside its values: every line that was an object still is one.
        for line in text.split(separator: "\n") where line.hasPrefix("{") && line.hasSuffix("}") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line.prefix(80))")
        }

        #expect(failure["category"] as? String == "scheduling-expectation-mismatch")
        #expect(failure["rule"] as? String == "scheduler_declined_to_run")
        let evidence = try #require(failure["evidence"] as? [[String: Any]])
        let first = try #require(evidence.first)
        #expect(first["path"] as? String == "oslog/unified-log.ndjson")
        #expect(first["line"] as? Int == 5)
        #expect((first["excerpt"] as? String)?.hasSuffix("dasd[120]: [scoring] 'bgProcessing-com.example.app.maintenance:B146A8' CurrentScore: 0.839581, ThresholdScore: 0.909811 DecisionToRun:0") == true)
    }

    /// The same run without the export: nothing says the scheduler declined, so not that label.
    @Test func withoutTheExportTheFailureIsNotPutOnTheScheduler() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory, export: false)
        let (manifest, _, failure) = try Self.collectAndTriage(directory)
        #expect(!manifest.entries.contains { $0.kind == .oslog })
        #expect(failure["rule"] as? String != "scheduler_declined_to_run")
    }

    /// A device's export (`log collect`, then `log show --archive … --style json`) found in a folder,
    /// and one named with `--oslog` whatever its name: both under `oslog/`, both read.
    @Test func aDevicesJSONExportIsRecognisedAndOneCanBeNamed() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory, export: false)
        let json = try String(contentsOf: Self.corpus.appendingPathComponent("device-show.json"), encoding: .utf8)
        try directory.write("results/device-log.json", json)
        try directory.write("elsewhere/scheduler.txt", json)
        let collect = try EvidenceProcess.run(
            ["collect", "results", "--oslog", "elsewhere/scheduler.txt", "-o", "run.tgz", "--sources", "none"], environment: Self.environment, in: directory.path)
        #expect(collect.status == 0, "\(collect.standardError)")
        let manifest = try Manifest.decode(try ArchiveRewriter.entries(of: directory.path("run.tgz"))[0].contents, archive: "run.tgz")
        #expect(manifest.entries.filter { $0.kind == .oslog }.map(\.path) == ["oslog/device-log.json", "oslog/scheduler.txt"])
        let input = try ArchiveEvidenceReader.read(archivePath: directory.path("run.tgz"))
        #expect(input.runLines.filter { $0.excerpt?.contains("DecisionToRun:0") == true }.map(\.path) == ["oslog/device-log.json", "oslog/scheduler.txt"])
        #expect(input.readProblems.isEmpty, "\(input.readProblems)")
    }

    /// One entry of an ndjson export, in the fields `log show --style ndjson` writes.
    static func entry(_ time: String, process: String, pid: Int, _ message: String) -> String {
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return #"{"traceID":1,"eventMessage":"\#(escaped)","eventType":"logEvent","source":null,"formatString":"%{public}s","activityIdentifier":0,"subsystem":"","category":"","threadID":7,"processImagePath":"\/private\/var\/containers\/Bundle\/Application\/1A2B\/\#(process).app\/\#(process)","timestamp":"\#(time)","messageType":"Error","processID":\#(pid),"timezoneName":""}"#
    }

    /// A UI test's app dies under it, and only the device's log says why: the system refused it
    /// Bluetooth state restoration for want of a background mode the built plist lacks, logged inside
    /// the test's time (`Start Test at …` to its duration) — that test's, so a configuration regression.
    /// Another test's time holds no line of the app: not that label; and a line logged before any test
    /// began is no test's.
    @Test func theAppsLinesInATestsTimeAreThatTestsOwn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("results/xcodebuild-test.log", """
            Test Suite 'LedgerUITests.xctest' started at 2026-08-13 17:01:40.221.
            Test Suite 'SettingsUITests' started at 2026-08-13 17:01:40.222.
            Test Case '-[LedgerUITests.SettingsUITests testToggleChime]' started.
                t =     0.00s Start Test at 2026-08-13 17:01:40.223
                t =     0.06s Set Up
            /Users/lab/ledger/LedgerUITests/SettingsUITests.swift:6: error: -[LedgerUITests.SettingsUITests testToggleChime] : XCTAssertTrue failed - chime switch not found
            Test Case '-[LedgerUITests.SettingsUITests testToggleChime]' failed (12.512 seconds).
            Test Suite 'SettingsUITests' failed at 2026-08-13 17:01:52.735.
            Test Suite 'IncomingCallUITests' started at 2026-08-13 17:02:41.736.
            Test Case '-[LedgerUITests.IncomingCallUITests testCallerHangsUpBeforeAnswer]' started.
                t =     0.00s Start Test at 2026-08-13 17:02:41.737
                t =     9.40s Activate com.example.ledger
            /Users/lab/ledger/LedgerUITests/IncomingCallUITests.swift:26: error: -[LedgerUITests.IncomingCallUITests testCallerHangsUpBeforeAnswer] : XCTAssertTrue failed - missed call not recorded
            Test Case '-[LedgerUITests.IncomingCallUITests testCallerHangsUpBeforeAnswer]' failed (24.431 seconds).
            Test Suite 'IncomingCallUITests' failed at 2026-08-13 17:03:06.170.
            ** TEST FAILED **

            """)
        try directory.write("results/Build/Products/Debug-iphonesimulator/Ledger.app/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.ledger</string>
            <key>UIBackgroundModes</key><array><string>audio</string></array>
            </dict></plist>

            """)
        let refused = "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'State restoration of CBCentralManager is only allowed for applications that have specified the \"bluetooth-central\" background mode'"
        try directory.write("results/device-log.ndjson", [
            Self.entry("2026-08-13 17:01:30.000000+0200", process: "Ledger", pid: 601, "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'before any test'"),
            Self.entry("2026-08-13 17:02:50.801331+0200", process: "Ledger", pid: 611, refused),
            #"{"count":2,"finished":1}"#,
        ].joined(separator: "\n") + "\n")
        let collect = try EvidenceProcess.run(["collect", "results", "-o", "run.tgz", "--sources", "none"], environment: Self.environment, in: directory.path)
        #expect(collect.status == 0, "\(collect.standardError)")
        let triage = try EvidenceProcess.run(["triage", "run.tgz", "--format", "json"], environment: Self.environment, in: directory.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(triage.standardOutput.utf8)) as? [String: Any])
        let failures = try #require(document["failures"] as? [[String: Any]])
        let call = try #require(failures.first { ($0["test"] as? String)?.hasSuffix("testCallerHangsUpBeforeAnswer") == true })
        #expect(call["category"] as? String == "configuration-regression")
        #expect(call["rule"] as? String == "background_mode_missing")
        let evidence = try #require(call["evidence"] as? [[String: Any]])
        #expect(evidence.contains { $0["path"] as? String == "oslog/device-log.ndjson" && ($0["excerpt"] as? String)?.contains("bluetooth-central") == true })
        #expect(!evidence.contains { ($0["excerpt"] as? String)?.contains("before any test") == true })
        let chime = try #require(failures.first { ($0["test"] as? String)?.hasSuffix("testToggleChime") == true })
        #expect(chime["category"] as? String != "configuration-regression")
        #expect(!((chime["evidence"] as? [[String: Any]]) ?? []).contains { $0["path"] as? String == "oslog/device-log.ndjson" })
    }

    /// A run with no records: the test submits the refresh task and waits 15 minutes for it. The
    /// device's export holds the framework's submit, dasd's acceptance and dasd's decision to run it
    /// (32 minutes after the submission, as the fixture has it, or at `decidedAt`) — the OS's own
    /// lines, read as the task's timeline.
    static func makeLifecycleRun(in directory: TemporaryDirectory, decidedAt: String?) throws {
        try directory.write("results/xcodebuild-test.log", """
            Test Suite 'RefreshE2ETests' started at 2026-08-10 01:42:40.000
            Test Case '-[LedgerTests.RefreshE2ETests testRefreshRunsInBackground]' started.
            /Users/runner/work/ledger/ledger/LedgerTests/RefreshE2ETests.swift:31: error: -[LedgerTests.RefreshE2ETests testRefreshRunsInBackground] : Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: "com.example.app.refresh ran".
            Test Case '-[LedgerTests.RefreshE2ETests testRefreshRunsInBackground]' failed (900.412 seconds).
            Test Suite 'RefreshE2ETests' failed at 2026-08-10 01:57:40.412.
            \t Executed 1 test, with 1 failure (0 unexpected) in 900.412 (900.420) seconds
            ** TEST FAILED **

            """)
        var lines = try String(contentsOf: corpus.appendingPathComponent("device-lifecycle.ndjson"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        if let decidedAt {
            lines = lines.map { $0.contains("DecisionToRun:1") ? Substring($0.replacingOccurrences(of: "2026-08-10 02:14:18", with: decidedAt)) : $0 }
        }
        try directory.write("results/device-log.ndjson", lines.joined(separator: "\n"))
    }

    static func triageLifecycleRun(decidedAt: String? = nil) throws -> [String: Any] {
        let directory = try TemporaryDirectory()
        try makeLifecycleRun(in: directory, decidedAt: decidedAt)
        let collect = try EvidenceProcess.run(["collect", "results", "-o", "run.tgz", "--sources", "none"], environment: environment, in: directory.path)
        #expect(collect.status == 0, "\(collect.standardError)")
        let triage = try EvidenceProcess.run(["triage", "run.tgz", "--format", "json"], environment: environment, in: directory.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(triage.standardOutput.utf8)) as? [String: Any])
        return try #require((document["failures"] as? [[String: Any]])?.first)
    }

    static func stages(_ failure: [String: Any]) throws -> [String: [String: Any]] {
        let timeline = try #require((failure["timeline"] as? [[String: Any]])?.first { $0["task"] as? String == "com.example.app.refresh" })
        let stages = try #require(timeline["stages"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: stages.map { ($0["stage"] as? String ?? "", $0) })
    }

    /// dasd accepted the request and decided to run it 32 minutes later; the test gave up after 15.
    @Test func theSchedulersDecisionAfterTheWaitIsAWaitForTheOS() throws {
        let failure = try Self.triageLifecycleRun()
        #expect(failure["category"] as? String == "scheduling-expectation-mismatch")
        let stages = try Self.stages(failure)
        let submitted = try #require(stages["submitted"])
        #expect(submitted["state"] as? String == "ok")
        let submittedLine = (submitted["evidence"] as? [String: Any])?["excerpt"] as? String ?? ""
        #expect(submittedLine.contains("dasd[118]: ") && submittedLine.contains("Submitted: bgRefresh-com.example.app.refresh:041399"))
        let launched = try #require(stages["launched"])
        #expect(launched["detail"] as? String == "the scheduler decided to run it")
        #expect(launched["time"] as? String == "02:14:18")
    }

    /// The same decision 8 minutes after the submission, inside the test's wait: the OS did its part.
    @Test func theSchedulersDecisionWithinTheWaitIsALaunch() throws {
        let failure = try Self.triageLifecycleRun(decidedAt: "2026-08-10 01:50:18")
        #expect(failure["category"] as? String == "business-logic-error")
        #expect(try Self.stages(failure)["launched"]?["state"] as? String == "ok")
    }

    /// A run folder as a device run leaves it: the xcodebuild log and, beside it, a copy of the OS's
    /// log (`name`, from `Corpus/UnifiedLog/`, `edit`ed where a test says so), collected and triaged.
    static func triageCopy(_ name: String, as copy: String, log: String, edit: (String) -> String = { $0 }) throws -> (manifest: Manifest, failure: [String: Any]) {
        let directory = try TemporaryDirectory()
        try directory.write("results/xcodebuild-test.log", log)
        try directory.write("results/" + copy, edit(try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)))
        let collect = try EvidenceProcess.run(["collect", "results", "-o", "run.tgz", "--sources", "none"], environment: environment, in: directory.path)
        #expect(collect.status == 0, "\(collect.standardError)")
        let manifest = try Manifest.decode(try ArchiveRewriter.entries(of: directory.path("run.tgz"))[0].contents, archive: "run.tgz")
        let triage = try EvidenceProcess.run(["triage", "run.tgz", "--format", "json"], environment: environment, in: directory.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(triage.standardOutput.utf8)) as? [String: Any])
        return (manifest, try #require((document["failures"] as? [[String: Any]])?.first))
    }

    static func failingLog(_ suite: String, _ name: String, _ message: String) -> String {
        """
        Test Suite '\(suite)' started at 2026-08-10 01:42:40.000
        Test Case '-[AppTests.\(suite) \(name)]' started.
        /Users/runner/work/app/app/AppTests/\(suite).swift:31: error: -[AppTests.\(suite) \(name)] : \(message)
        Test Case '-[AppTests.\(suite) \(name)]' failed (900.412 seconds).
        Test Suite '\(suite)' failed at 2026-08-10 01:57:40.412.
        \t Executed 1 test, with 1 failure (0 unexpected) in 900.412 (900.420) seconds
        ** TEST FAILED **

        """
    }

    /// A device's syslog relay (the form of e-mission/e-mission-phone#290) in which dasd took in a new
    /// request of the refresh task and cancelled the pending one: the app replaced its own request,
    /// and the test waited 15 minutes for a launch that had not come — a wait for the OS.
    @Test func aDevicesSyslogShowingTheAppReplaceItsRequestIsAWaitForTheOS() throws {
        let (manifest, failure) = try Self.triageCopy("syslog-device-replaced.txt", as: "device-syslog.txt", log: Self.failingLog(
            "RefreshE2ETests", "testRefreshRunsInBackground",
            "Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"com.example.app.refresh ran\"."))
        #expect(manifest.entries.filter { $0.kind == .oslog }.map(\.path) == ["oslog/device-syslog.txt"])
        #expect(failure["category"] as? String == "scheduling-expectation-mismatch")
        let submitted = try #require(try Self.stages(failure)["submitted"])
        #expect((submitted["detail"] as? String)?.hasPrefix("replaced: the app submitted it again") == true)
        #expect(((submitted["evidence"] as? [String: Any])?["excerpt"] as? String) == "Sep 30 11:00:15 dasd[139]: Submitted Activity: bgRefresh-com.example.app.refresh:AAE889 <private>")
        // The scheduler's acceptance and the wait decide it (`submitted_never_launched`); the replacement is
        // the timeline's word, and `request_replaced_before_launch`'s (75 %) among the readings the report lists.
        #expect(failure["rule"] as? String == "submitted_never_launched")
    }

    /// A Console copy of a processing task's run (cocoa-mhlw/cocoa#644) with the job's word turned to
    /// `success: 0` (the real line says 1): the OS launched the task and the job said it failed — the
    /// job's, not the scheduler's, and below the confident line.
    @Test func aConsoleCopyShowingTheJobReportFailureIsTheJobs() throws {
        let task = "jp.go.mhlw.covid19radar.data-maintainance"
        let (manifest, failure) = try Self.triageCopy("console-cocoa-processing.txt", as: "console.txt", log: Self.failingLog(
            "DataMaintenanceTests", "testOldLogsPurged", "XCTAssertEqual failed: (\"21\") is not equal to (\"0\") - logs left by \(task)"),
            edit: { $0.replacingOccurrences(of: "complete with success: 1", with: "complete with success: 0") })
        #expect(manifest.entries.filter { $0.kind == .oslog }.map(\.path) == ["oslog/console.txt"])
        #expect(failure["category"] as? String == "business-logic-error")
        #expect(failure["rule"] as? String == "job_reported_failure")
        #expect(failure["confidence"] as? Double == 0.75)
        let timeline = try #require((failure["timeline"] as? [[String: Any]])?.first { $0["task"] as? String == task })
        let stages = Dictionary(uniqueKeysWithValues: try #require(timeline["stages"] as? [[String: Any]]).map { ($0["stage"] as? String ?? "", $0) })
        #expect(stages["launched"]?["detail"] as? String == "the OS launched it")
        #expect(stages["completed"]?["state"] as? String == "failed")
        #expect(stages["completed"]?["detail"] as? String == "the job reported success: 0")
    }

    /// The same copy as it is (`success: 1`): the job said it succeeded, so not that reading.
    @Test func theSameCopyWithTheJobsSuccessIsNotPutOnTheJobsWord() throws {
        let task = "jp.go.mhlw.covid19radar.data-maintainance"
        let (_, failure) = try Self.triageCopy("console-cocoa-processing.txt", as: "console.txt", log: Self.failingLog(
            "DataMaintenanceTests", "testOldLogsPurged", "XCTAssertEqual failed: (\"21\") is not equal to (\"0\") - logs left by \(task)"))
        #expect(failure["rule"] as? String != "job_reported_failure")
    }
}
