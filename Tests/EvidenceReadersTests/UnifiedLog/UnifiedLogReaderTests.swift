import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `UnifiedLogReader` on `log show` exports in both styles (`Corpus/UnifiedLog/`, built from the real
/// field layout; see its README): it keeps what triage's signals read — dasd's `DecisionToRun:0` and
/// the BackgroundTasks framework's lines — as console lines with their place in the export.
@Suite struct UnifiedLogReaderTests {
    static let corpus = TestPaths.triageCorpus.appendingPathComponent("UnifiedLog")
    static func sample(_ name: String) -> String { corpus.appendingPathComponent(name).path }

    static let simulated = "2026-11-20 09:14:03.204771+0000 BackgroundSyncApp[48112]: [Framework] Simulating launch for task with identifier com.example.app.refresh"
    static let declined = "2026-11-20 09:14:40.421453+0000 dasd[120]: [scoring] 'bgProcessing-com.example.app.maintenance:B146A8' CurrentScore: 0.839581, ThresholdScore: 0.909811 DecisionToRun:0"

    @Test func anNdjsonExportGivesTheSchedulersAndTheFrameworksLinesAndNamesTheCutOne() throws {
        let reading = try UnifiedLogReader.read(path: Self.sample("simulator-show.ndjson"), evidencePath: "oslog/unified-log.ndjson")
        #expect(reading.lines == [
            EvidencePointer(path: "oslog/unified-log.ndjson", line: 3, excerpt: Self.simulated),
            EvidencePointer(path: "oslog/unified-log.ndjson", line: 5, excerpt: Self.declined),
        ])
        // The banner and the footer are `log`'s own lines: neither an entry nor a problem.
        #expect(reading.entries == 3)
        #expect(reading.problems.map(\.description) == ["line 4: an entry that does not end (a cut line?); not read"])
        // The same signals as in a console log.
        #expect(SignalCatalog.signals(in: Self.declined).contains(.schedulerDeclined))
        #expect(SignalCatalog.signals(in: Self.simulated).contains(.launchSimulated))
    }

    @Test func aJSONExportGivesTheSameLinesAtTheLinesTheirEntriesStart() throws {
        let reading = try UnifiedLogReader.read(path: Self.sample("device-show.json"), evidencePath: "oslog/device-show.json")
        #expect(reading.lines.map(\.excerpt) == [Self.simulated, Self.declined])
        // `[{` on line 1, then `},{` every 30 lines: the framework's entry is the second.
        #expect(reading.lines.map(\.line) == [31, 91])
        #expect(reading.entries == 4)
        #expect(reading.problems.isEmpty, "\(reading.problems)")
    }

    /// The same bytes in chunks of any size read the same: an entry, a string or an escape cut by a
    /// chunk's end is joined up.
    @Test(arguments: [1, 7, 4096, 1 << 20])
    func chunkBoundariesDoNotMatter(_ size: Int) throws {
        for name in ["simulator-show.ndjson", "device-show.json"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.sample(name))))
            let reader = UnifiedLogReader(evidencePath: name)
            var start = 0
            while start < bytes.count {
                bytes[start..<min(start + size, bytes.count)].withUnsafeBytes { reader.consume($0) }
                start += size
            }
            let chunked = reader.finish()
            let whole = try UnifiedLogReader.read(path: Self.sample(name), evidencePath: name)
            #expect(chunked.lines == whole.lines)
            #expect(chunked.problems == whole.problems)
        }
    }

    @Test func malformedEntriesAreNamedByLineAndTheRestStillRead() throws {
        let directory = try TemporaryDirectory()
        let decision = #"{"eventMessage":"'bgProcessing-com.example.app.cleanup:C001' CurrentScore: 0.2, ThresholdScore: 0.9 DecisionToRun:0","eventType":"logEvent","processImagePath":"\/usr\/libexec\/dasd","timestamp":"2026-11-20 09:15:00.000001+0000","processID":120}"#
        let path = try directory.write("export.ndjson", [
            decision,
            #"{"eventMessage":"'bgProcessing-com.example.app.sync:C002' DecisionToRun:0","eventType":"logEvent",oops}"#,
            "dasd: DecisionToRun:0 (a console line pasted into the export)",
            decision.replacingOccurrences(of: "cleanup", with: "backup"),
        ].joined(separator: "\n"))
        let reading = try UnifiedLogReader.read(path: path, evidencePath: "oslog/export.ndjson")
        #expect(reading.lines.map(\.line) == [1, 4])
        #expect(reading.lines.last?.excerpt == "2026-11-20 09:15:00.000001+0000 dasd[120]: 'bgProcessing-com.example.app.backup:C001' CurrentScore: 0.2, ThresholdScore: 0.9 DecisionToRun:0")
        #expect(reading.problems.map(\.description) == [
            "line 2: not valid JSON; not read",
            "line 3: not a JSON object: dasd: DecisionToRun:0 (a console line pasted into the export)",
        ])
    }

    @Test func aFileThatIsNoExportIsSaidToBeOne() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("notes.ndjson", "Test Suite 'All tests' started\n")
        let reading = try UnifiedLogReader.read(path: path)
        #expect(reading.lines.isEmpty)
        #expect(reading.problems.map(\.description) == ["not a log show export (--style ndjson, json, compact, syslog or the default); not read"])
    }

    /// A busy device's export: entries of other processes cost a byte scan, and the kept lines stop
    /// at `maximumLines` — the first half and the last half, in order (the window's end is where the
    /// failures are); the middle counted, in one problem.
    @Test func keptLinesAreBoundedWhateverTheExportsSize() throws {
        var text = ""
        for index in 0..<6_000 {
            text += #"{"eventMessage":"rescored 501:com.apple.activity.\#(index)","eventType":"logEvent","processImagePath":"\/usr\/libexec\/dasd","timestamp":"t","processID":120}"# + "\n"
            if index % 2 == 0 {
                text += #"{"eventMessage":"'bgProcessing-com.example.app.task\#(index):A' DecisionToRun:0","eventType":"logEvent","processImagePath":"\/usr\/libexec\/dasd","timestamp":"t","processID":120}"# + "\n"
            }
        }
        let directory = try TemporaryDirectory()
        let reading = try UnifiedLogReader.read(path: try directory.write("busy.ndjson", text), evidencePath: "oslog/busy.ndjson")
        #expect(reading.entries == 9_000)
        #expect(reading.lines.count == 2_000)
        #expect(reading.lines.first?.excerpt?.contains("task0:A") == true)
        #expect(reading.lines[999].excerpt?.contains("task1998:A") == true)
        #expect(reading.lines[1000].excerpt?.contains("task4000:A") == true)
        #expect(reading.lines.last?.excerpt?.contains("task5998:A") == true)
        #expect(reading.problems.map(\.description) == ["1000 more lines about background tasks than the 2000 kept (the first and the last 1000); the ones between are not read"])
    }

    @Test func collectRecognisesBothStylesAndAnEmptyWindow() throws {
        for name in ["simulator-show.ndjson", "device-show.json"] {
            let prefix = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.sample(name))))
            #expect(EvidenceRecognizer.kind(ofFileNamed: name, prefix: prefix) == .oslog, "\(name)")
        }
        #expect(EvidenceRecognizer.kind(ofFileNamed: "unified-log.ndjson", prefix: Array("{\"count\":0,\"finished\":1}\n".utf8)) == .oslog)
        // Registration records and other JSON are not exports.
        let record = #"{"schema":"evidence.diagnostic/v1","identifier":"a.b","taskKind":"appRefresh","phase":"launch","outcome":"succeeded","errorType":null,"timestamp":"x"}"#
        #expect(EvidenceRecognizer.kind(ofFileNamed: "records.jsonl", prefix: Array(record.utf8)) == .diagnostics)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "package.json", prefix: Array(#"{"name":"app","eventType":"x"}"#.utf8)) == nil)
    }

    /// An export cut down to a few fields (`log show --style ndjson … | jq -c '{timestamp, subsystem,
    /// process, eventMessage}'`) keeps each entry's message and time: still an export, read the same. TCC's
    /// sentence is long: the phrase and the key the rules read survive the excerpt's cut.
    @Test func anExportCutDownToItsMessagesAndTimesIsReadAndKeepsALongSentenceWhole() throws {
        let policies = Array(repeating: "{name: DeviceActivityPolicy, policyWeight: 5.000, response: {Decision: Must Not Proceed, Score: 0.00}}", count: 40).joined(separator: ", ")
        let tcc = "This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist "
            + "must contain an NSPhotoLibraryUsageDescription key with a string value explaining to the user how the app uses this data."
        let export = [
            #"{"timestamp": "2026-11-30 09:41:07.118834-0800", "subsystem": "com.apple.UIKit", "process": "Runner", "processID": 8121, "eventMessage": "Runner[8121:5a11c] flutter: listening"}"#,
            #"{"timestamp": "2026-11-30 09:41:15.902311-0800", "subsystem": "com.apple.TCC", "category": "access", "process": "Runner", "processID": 8121, "eventMessage": "\#(tcc)"}"#,
            // A scoring dump far longer than an excerpt: its head (the activity) and its tail (the decision).
            #"{"timestamp": "2026-11-30 09:42:01.000000-0800", "process": "dasd", "eventMessage": "bgProcessing-com.example.app.sync:B5B340:[ \#(policies) ], FinalDecision: Must Not Proceed}"}"#,
        ].joined(separator: "\n") + "\n"
        #expect(EvidenceRecognizer.kind(ofFileNamed: "runner.ndjson", prefix: Array(export.utf8)) == .oslog)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cut-down-\(UUID().uuidString).ndjson")
        try Data(export.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let reading = try UnifiedLogReader.read(path: file.path, evidencePath: "oslog/runner.ndjson")
        let kept = try #require(reading.lines.first?.excerpt)
        #expect(reading.lines.map(\.line) == [2, 3])
        let dump = try #require(reading.lines.last?.excerpt)
        #expect(dump.contains(" … ") && dump.hasPrefix("2026-11-30 09:42:01.000000-0800 dasd: bgProcessing-com.example.app.sync:B5B340") && dump.hasSuffix("FinalDecision: Must Not Proceed}"), "\(dump)")
        #expect(dump.count < 700)
        #expect(SignalCatalog.signals(in: kept).contains(.usageDescriptionMissing), "\(kept)")
        #expect(kept.contains("NSPhotoLibraryUsageDescription"))
        // A JSON file with a time but no message is no export (a registration record's `timestamp`).
        #expect(EvidenceRecognizer.kind(ofFileNamed: "events.json", prefix: Array(#"{"timestamp":"2026-11-30","name":"x"}"#.utf8)) == nil)
    }

    /// The text styles, as `log show` prints them under their headers (the lines' layouts as public
    /// captures show them; see `UnifiedLogTextLine`), and a syslog capture that lost its header: each
    /// entry read as the ndjson one is (`<time> <process>[<pid>]: <message>`), a message's own next
    /// line joined to it; an xcodebuild log's console lines are not an export.
    @Test func theTextStylesGiveTheSameLines() throws {
        let compact = """
            getpwuid_r did not find a match for uid 501
            Timestamp               Ty Process[PID:TID]
            2026-08-10 01:42:42.118 Df Ledger[4211:bc481] [com.apple.BackgroundTasks:Framework] submitTaskRequest: <BGAppRefreshTaskRequest: com.example.app.refresh, earliestBeginDate: 2026-08-10 01:57:42 +0000>
            2026-08-10 01:42:42.121 Df dasd[118:3f3c0] [com.apple.duetactivityscheduler:lifecycle] Submitted: bgRefresh-com.example.app.refresh:041399 at priority 10
            2026-08-10 01:42:43.002 Df SpringBoard[63140:7125dcf] [com.apple.CoverSheetKit:Common] display asleep

            """
        let standard = """
            Timestamp                       Thread     Type        Activity             PID    TTL
            2026-08-10 02:14:18.429540+0000 0x18538    Default     0x0                  118    8    dasd: [com.apple.duetactivityscheduler:scoring] 'bgRefresh-com.example.app.refresh:041399' CurrentScore: 0.888734, ThresholdScore: 0.694377 DecisionToRun:1
            2026-08-10 02:14:18.432571+0000 0x18697    Default     0x0                  360    8    UserEventAgent: (DuetActivityScheduler) [com.apple.duetactivityscheduler:client] REQUESTING START: 501:com.apple.XProtect.PluginService.agent.fast.scan:BB0E3B

            """
        let syslog = """
            2026-08-10 01:41:02.118204+0000  localhost powerd[53]: <Notice>: Charger detached
            2026-08-10 02:20:11.551093+0000  localhost Ledger[4211]: <Notice>: Simulating launch for task with identifier
              com.example.app.refresh

            """
        let directory = try TemporaryDirectory()
        let read = { (name: String, text: String) in try UnifiedLogReader.read(path: try directory.write(name, text), evidencePath: "oslog/" + name) }
        let compactReading = try read("compact.txt", compact)
        #expect(compactReading.lines.map(\.excerpt) == [
            "2026-08-10 01:42:42.118 Ledger[4211]: [com.apple.BackgroundTasks:Framework] submitTaskRequest: <BGAppRefreshTaskRequest: com.example.app.refresh, earliestBeginDate: 2026-08-10 01:57:42 +0000>",
            "2026-08-10 01:42:42.121 dasd[118]: [com.apple.duetactivityscheduler:lifecycle] Submitted: bgRefresh-com.example.app.refresh:041399 at priority 10",
        ])
        #expect(compactReading.lines.map(\.line) == [3, 4])
        #expect(compactReading.entries == 3)
        #expect(compactReading.problems.isEmpty, "\(compactReading.problems)")
        let standardReading = try read("standard.txt", standard)
        #expect(standardReading.lines.first?.excerpt
            == "2026-08-10 02:14:18.429540+0000 dasd[118]: [com.apple.duetactivityscheduler:scoring] 'bgRefresh-com.example.app.refresh:041399' CurrentScore: 0.888734, ThresholdScore: 0.694377 DecisionToRun:1")
        #expect(standardReading.entries == 2)
        let syslogReading = try read("device-log.txt", syslog)
        #expect(syslogReading.lines.map(\.excerpt) == ["2026-08-10 02:20:11.551093+0000 Ledger[4211]: <Notice>: Simulating launch for task with identifier com.example.app.refresh"])
        for (name, text) in [("compact.txt", compact), ("standard.txt", standard), ("device-log.txt", syslog)] {
            #expect(EvidenceRecognizer.kind(ofFileNamed: name, prefix: Array(text.utf8)) == .oslog, "\(name)")
        }
        // A device's syslog as idevicesyslog prints it, its clock with microseconds where it reads os_trace_relay: read
        // as one without, and placed at its time (the microseconds kept) beside a test's.
        let device = """
            Nov 21 10:41:03.028006 Lab-iPhone12-03 Lanternline[2318] <Notice>: [voip] ignoring push for E4A7C190, call already active
            Nov 21 10:41:03.034118 Lab-iPhone12-03 Lanternline(CoreFoundation)[2318] <Notice>: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push.'

            """
        let deviceReading = try read("device-syslog.txt", device)
        #expect(deviceReading.lines.map(\.excerpt) == ["Nov 21 10:41:03.034118 Lanternline[2318]: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push.'"])
        let reference = try #require(LogTimestamp.wallClock(of: "2026-11-21 10:40:50.000", near: nil))
        let placed = try #require(LogTimestamp.syslogWallClock("Nov 21 10:41:03.034118 Lanternline[2318]: x", near: reference))
        #expect(abs(placed.timeIntervalSince(reference) - 13.034118) < 0.001)
        #expect(LogTimestamp.syslogWallClock("Nov 21 10:41:03.x Lanternline[2318]: x", near: reference) == nil)
        // A clock the placing cannot read (a dot and no digits, a zone) is no syslog line's: not kept with no time.
        let unplaceable = device.replacingOccurrences(of: "10:41:03.034118", with: "10:41:03.")
        #expect(try read("device-syslog-2.txt", unplaceable).lines.isEmpty)
        // xcodebuild's console lines (`App[pid:tid] text`) are a log's, not an export's.
        let console = "2026-08-19 16:42:14.131904+0000 Tern[41233:3319002] [backgroundActivity] will start background task\n2026-08-19 16:42:14.132377+0000 Tern[41233:3319004] [backgroundActivity] ended\n"
        #expect(EvidenceRecognizer.kind(ofFileNamed: "console.txt", prefix: Array(console.utf8)) != .oslog)
    }
}
