@testable import EvidenceReaders
import EvidenceCore
import EvidenceKit
import Testing

/// Crash reports a job copied from the device or the Simulator (`.ips`, `.crash`): collect skipped
/// them as not evidence, so what ended the app (a UI test's `App crashed in <external symbol>`) was
/// in no archive (round 45's `ew08`, `ez05`). They are read as logs now, for the lines that say it.
@Suite struct CrashReportFileTests {
    /// The head of an `.ips` as iOS 17+ writes it: a JSON header line with its `bug_type`, then the report.
    static let ips = """
        {"app_name":"Gallerist","timestamp":"2026-11-25 10:14:35.00 +0000","bug_type":"309","os_version":"iPhone OS 18.1 (22B83)","name":"Gallerist"}
        {
          "procName" : "Gallerist",
          "exception" : {"codes":"0x0000000000000000, 0x0000000000000000","rawCodes":[0,0],"type":"EXC_CRASH","signal":"SIGABRT"},
          "asi" : {"CoreFoundation":[
              "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable(internal->fClient)'"
          ]},
          "threads" : [{"triggered":true,"queue":"com.apple.main-thread","frames":[
              {"imageOffset":1234,"symbol":"-[CLLocationManager setAllowsBackgroundLocationUpdates:]","imageIndex":3}
          ]}]
        }
        """

    @Test func crashReportsAreCollectedAsLogs() {
        #expect(EvidenceRecognizer.kind(ofFileNamed: "Gallerist-2026-11-25-101435.ips", prefix: Array(Self.ips.utf8)) == .log)
        let text = "Incident Identifier: 6F1C\nProcess:               Gallerist [4120]\nException Type:  EXC_CRASH (SIGABRT)\n"
        #expect(EvidenceRecognizer.kind(ofFileNamed: "Gallerist.crash", prefix: Array(text.utf8)) == .log)
        // A report kept as text (a translated report under `.ips.txt`, a `.crash` renamed `.txt`) is one too.
        let translated = "-------------------------------------\nTranslated Report (Full Report Below)\n-------------------------------------\n\nProcess:               Marigold [9011]\nException Type:        EXC_CRASH (SIGABRT)\n"
        #expect(EvidenceRecognizer.kind(ofFileNamed: "Marigold-2026-10-20-061847.ips.txt", prefix: Array(translated.utf8)) == .log)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "Gallerist.txt", prefix: Array(text.utf8)) == .log)
        // Another file under the same extension is not one.
        #expect(EvidenceRecognizer.kind(ofFileNamed: "notes.txt", prefix: Array("Shopping: milk\n".utf8)) == nil)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "notes.ips", prefix: Array("{\"name\":\"a sketch\"}".utf8)) == nil)
    }

    /// Read as a log, the report's exception is a line of the run the rules read beside each failure.
    @Test func theReportsExceptionIsALineOfTheRun() {
        let (_, reader) = TestLogReaderStreamTests.read(Self.ips)
        let kept = reader.runTaskLines.compactMap(\.excerpt)
        #expect(kept.contains { $0.contains("CLClientIsBackgroundable") })
        #expect(kept.contains { $0.contains("setAllowsBackgroundLocationUpdates") })
        // Its crash line leads with the report's time and ends with the bundle, as the header gives them.
        let crash = kept.first { $0.contains(" crashed: ") }
        #expect(crash?.hasPrefix("2026-11-25 10:14:35.00+0000 Gallerist crashed: EXC_CRASH (SIGABRT)") == true)
    }

    /// Why the system ended the process is a line of the run too: an `.ips`'s `termination` (TCC's
    /// indicator) and a translated report's line under `Termination Reason:` — the only place a UI
    /// test's app that died on a missing usage description says so.
    @Test func theSystemsReasonForEndingTheProcessIsALineOfTheRun() {
        let ips = """
            {"app_name":"Cragbook","timestamp":"2026-10-17 10:14:23.00 +0000","bug_type":"309","name":"Cragbook"}
            {
              "procName" : "Cragbook",
              "exception" : {"type":"EXC_CRASH","signal":"SIGABRT"},
              "termination" : {"flags":518,"code":0,"namespace":"TCC","indicator":"This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist must contain an NSCameraUsageDescription key with a string value explaining to the user how the app uses this data."},
              "asi" : {"libsystem_c.dylib":["abort() called"]},
              "threads" : [{"triggered":true,"frames":[{"symbol":"__CRASHING_DUE_TO_PRIVACY_VIOLATION__","imageIndex":0}]}],
              "usedImages" : [{"name":"TCC"}]
            }
            """
        let text = """
            Incident Identifier: 9B3E41C0-7A2D-4F18-8E5B-2C6D0A9F4E17
            Process:             Tallybook [48163]
            Identifier:          com.northwind.tallybook
            Date/Time:           2026-11-03 14:06:10.9172 +0000

            Exception Type:  EXC_CRASH (SIGABRT)
            Termination Reason: TCC 0
            This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist must contain an NSFaceIDUsageDescription key with a string value explaining to the user how the app uses this data.

            Triggered by Thread:  3
            """
        for (report, key) in [(ips, "NSCameraUsageDescription"), (text, "NSFaceIDUsageDescription")] {
            let (_, reader) = TestLogReaderStreamTests.read(report)
            let kept = reader.runTaskLines.compactMap(\.excerpt)
            #expect(kept.contains { $0.contains("without a usage description") && $0.contains(key) }, "\(kept)")
        }
        // A signal's reason has no text under it: the header's next field is no line the process said.
        let (_, signal) = TestLogReaderStreamTests.read("""
            Process:               Quarry [41822]
            Date/Time:             2025-10-08 15:30:42.4107 +0000
            Exception Type:  EXC_BREAKPOINT (SIGTRAP)
            Termination Reason: SIGNAL 5 Trace/BPT trap: 5
            Terminating Process: exc handler [41822]

            Thread 6 Crashed::  Dispatch queue: com.apple.root.utility-qos
            0   libdispatch.dylib             \t       0x180117e9c _dispatch_assert_queue_fail + 120
            """)
        let kept = signal.runTaskLines.compactMap(\.excerpt)
        #expect(kept.first?.contains("crashed: EXC_BREAKPOINT (SIGTRAP)") == true, "\(kept)")
        #expect(!kept.contains { $0.contains("Terminating Process") }, "\(kept)")
    }
}
