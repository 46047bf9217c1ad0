import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The OS's own lines about background tasks, as public captures show them (`Corpus/UnifiedLog/`, its
/// README names each source): a Console.app copy (with and without its type column), a device's
/// syslog relay, each read by `UnifiedLogReader` — a multi-line entry joined — and each kept line read
/// into a `SchedulerEvent` with its task, its activity and its time.
@Suite struct SchedulerEventTests {
    static func read(_ name: String) throws -> UnifiedLogReader.Reading {
        try UnifiedLogReader.read(path: UnifiedLogReaderTests.sample(name), evidencePath: "oslog/" + name)
    }

    static func events(_ name: String) throws -> [SchedulerEvent] {
        SchedulerEvent.events(in: try read(name).lines)
    }

    /// What an event says, in one line a test can compare: `kind task activity success score`.
    static func summary(_ event: SchedulerEvent) -> String {
        [event.kind.rawValue, event.task ?? "-", event.activity, event.success.map { "success \($0 ? 1 : 0)" }, event.score].compactMap { $0 }.joined(separator: " ")
    }

    @Test func everyCopyIsRecognisedAsAnExport() throws {
        for name in ["console-cocoa-processing.txt", "console-cocoa-declined.txt", "console-transistorsoft-refresh.txt", "syslog-device-replaced.txt"] {
            let prefix = try [UInt8](Data(contentsOf: URL(fileURLWithPath: UnifiedLogReaderTests.sample(name))))
            #expect(EvidenceRecognizer.kind(ofFileNamed: name, prefix: prefix) == .oslog, "\(name)")
            #expect(try Self.read(name).problems.isEmpty, "\(name)")
        }
    }

    /// cocoa-mhlw/cocoa#644: a processing task's run on a device, from its handler's start to dasd's end of it.
    @Test func aConsoleCopyGivesTheRunOfAProcessingTask() throws {
        let reading = try Self.read("console-cocoa-processing.txt")
        #expect(reading.entries == 6)
        #expect(reading.lines.first?.excerpt == "12:50:37.542766+0900 Covid19Radar.iOS: Starting task: <BGProcessingTask: jp.go.mhlw.covid19radar.data-maintainance>")
        let task = "jp.go.mhlw.covid19radar.data-maintainance"
        #expect(SchedulerEvent.events(in: reading.lines).map(Self.summary) == [
            "launched \(task)",
            "submitted \(task)",
            "accepted \(task) bgProcessing-\(task):BF1929",
            "completed \(task) success 1",
            "completed \(task) bgProcessing-\(task):BE6ED9",
        ])
    }

    /// The same app's other task, vetoed by dasd's policies: each scoring dump spans several lines,
    /// read as one entry whose head names the activity and whose tail the decision.
    @Test func aScoringDumpOverSeveralLinesIsOneDecision() throws {
        let reading = try Self.read("console-cocoa-declined.txt")
        #expect(reading.entries == 2)
        #expect(reading.lines.map(\.line) == [1, 4])
        #expect(reading.lines.allSatisfy { $0.excerpt?.hasSuffix("FinalDecision: Must Not Proceed}") == true })
        #expect(reading.lines.last?.excerpt?.contains("DeviceActivityPolicy") == true, "a dump within an excerpt is kept whole")
        let events = SchedulerEvent.events(in: reading.lines)
        #expect(events.map(Self.summary) == Array(repeating: "declined jp.go.mhlw.covid19radar.eventlog-submission bgProcessing-jp.go.mhlw.covid19radar.eventlog-submission:B5B340", count: 2))
        #expect(reading.lines.allSatisfy { SignalCatalog.signals(in: $0.excerpt ?? "").contains(.schedulerDeclined) })
    }

    /// transistorsoft/flutter_background_geolocation#295: a refresh task launched by the OS, the
    /// activity lists each over three lines (`{(`, the activity, `)}`), then the handler submitting
    /// the next request.
    @Test func aConsoleCopyWithoutItsTypeColumnGivesALaunchFromTheDaemon() throws {
        let reading = try Self.read("console-transistorsoft-refresh.txt")
        #expect(reading.lines.first?.excerpt == "09:30:54.355540+0200 Runner: Handling launch from daemon for activities: {( bgRefresh-com.transistorsoft.fetch:519B19 )}")
        let task = "com.transistorsoft.fetch"
        #expect(SchedulerEvent.events(in: reading.lines).map(Self.summary) == [
            "launched \(task) bgRefresh-\(task):519B19",
            "launched \(task) bgRefresh-\(task):519B19",
            "launched \(task) bgRefresh-\(task):519B19",
            "launched \(task)",
            "launched \(task)",
            "submitted \(task)",
            "submitted \(task) bgRefresh-\(task):6796B3",
        ])
        // The plugin's own lines are kept as console lines, and are no OS events.
        #expect(reading.lines.contains { $0.excerpt?.hasSuffix("[TSBackgroundFetch scheduleBGAppRefresh] com.transistorsoft.fetch") == true })
    }

    /// e-mission/e-mission-phone#290's syslog form: dasd's submission of a new activity and its
    /// cancellation of the old one in the same second — a push launch's there (no task, no event),
    /// a refresh task's in the lines made in its form (the README says which).
    @Test func aDevicesSyslogGivesTheSchedulersReplacementOfARequest() throws {
        let reading = try Self.read("syslog-device-replaced.txt")
        #expect(reading.entries == 4)
        // The push launch's line is kept (it says `Submitted`, as an app's submission does) and is no event.
        #expect(reading.lines.map(\.excerpt) == [
            "Sep 30 11:00:15 dasd[139]: Submitted Activity: com.apple.pushLaunch.edu.berkeley.eecs.emission:AAE889 <private>",
            "Sep 30 11:00:15 dasd[139]: Submitted Activity: bgRefresh-com.example.app.refresh:AAE889 <private>",
            "Sep 30 11:00:15 dasd[139]: CANCELED: bgRefresh-com.example.app.refresh:E0E211 <private>!",
        ])
        #expect(SchedulerEvent.events(in: reading.lines).map(Self.summary) == [
            "accepted com.example.app.refresh bgRefresh-com.example.app.refresh:AAE889",
            "cancelled com.example.app.refresh bgRefresh-com.example.app.refresh:E0E211",
        ])
    }

    /// dasd's scored decisions in the ndjson exports: the score as written, and a `Can Proceed`
    /// policy dump read as no decision (its score went on to `DecisionToRun:0`).
    @Test func decisionsCarryTheirScore() throws {
        let events = try Self.events("simulator-show.ndjson") + Self.events("device-lifecycle.ndjson")
        #expect(events.filter { $0.kind == .declined || $0.kind == .decidedToRun }.map(Self.summary) == [
            "declined com.example.app.maintenance bgProcessing-com.example.app.maintenance:B146A8 0.839581 (threshold 0.909811)",
            "decidedToRun com.example.app.refresh bgRefresh-com.example.app.refresh:041399 0.888734 (threshold 0.694377)",
        ])
        #expect(events.contains { $0.kind == .cancelled && $0.activity == "bgRefresh-com.example.app.refresh:94ED7E" })
    }

    /// Lines that only look like the patterns are none of them.
    @Test(arguments: [
        "Submitted BGProcessingTaskRequest com.example.app.maintenance",
        "Marking task (null) complete with success: maybe",
        "Submitted Activity: com.apple.pushLaunch.edu.berkeley.eecs.emission:AAE889 <private>",
        "bgProcessing-com.example.app.maintenance:B146A8:[ {name: DeviceActivityPolicy} ], FinalDecision: Can Proceed FinalScore: 0.839581}",
        "XCTAssertTrue failed - Starting task: never happened",
    ])
    func lookalikesAreNoEvents(_ text: String) {
        #expect(SchedulerEvent(EvidencePointer(path: "oslog/x", line: 1, excerpt: text)) == nil)
    }

    /// A completion that names no task (`Marking task (null) …`) still says the job's word.
    @Test func anUnnamedCompletionKeepsItsSuccess() throws {
        let event = try #require(SchedulerEvent(EvidencePointer(path: "oslog/x", line: 1, excerpt: "09:30:54.443435+0200 Runner: Marking task (null) complete with success: 0")))
        #expect(Self.summary(event) == "completed - success 0")
    }

    /// A crash on the scheduler's own queue for a task (`Crashed: com.apple.BGTaskScheduler (<task>)`,
    /// as crash reports print it): the OS launched that task. A name cut short names none.
    @Test(arguments: [
        ("App (2214) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.BGTaskScheduler (com.example.app.refresh)", "launched com.example.app.refresh"),
        ("Crashed: com.apple.BGTaskScheduler (com.example.transcription-processing)", "launched com.example.transcription-processing"),
        ("Crashed: com.apple.BGTaskScheduler (…transcription-processing)", nil),
        ("Thread 3 Crashed:: Dispatch queue: com.apple.main-thread", nil),
    ])
    func aThreadOnTheSchedulersQueueIsItsTasksLaunch(_ line: String, _ expected: String?) {
        let event = SchedulerEvent(EvidencePointer(path: "logs/test.log", line: 1, excerpt: line))
        #expect(event.map(Self.summary) == expected)
    }
}
