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
        // Another file under the same extension is not one.
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
}
