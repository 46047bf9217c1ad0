@testable import EvidenceArchive
import EvidenceCore
import EvidenceKit
import EvidenceTestSupport
import EvidenceTriage
import Foundation
import Testing

/// A test runner's folder of one test's artifacts (Detox: `✗ <full name>/device.log`) says whose lines
/// its log holds: collect keeps the folder's name, triage gives the lines to that test, not to the run.
@Suite struct TestArtifactFolderTests {
    @Test(arguments: [
        ("✗ Push registration stores an FCM token after permission is granted", "Push registration stores an FCM token after permission is granted"),
        ("✓ Onboarding completes", "Onboarding completes"),
        ("✗ Push registration stores a token (2)", "Push registration stores a token"),  // a retry's folder
        ("ios.sim.release.2026-11-30 13-06-02Z", nil),
        ("✗ ", nil),
    ] as [(String, String?)])
    func aFolderNamesItsTest(_ folder: String, _ test: String?) {
        #expect(TestArtifactFolder.testName(ofFolder: folder) == test)
    }

    @Test func keysMatchWhateverTheFileSystemMadeOfPunctuation() {
        #expect(TestArtifactFolder.key("Push registration › stores a token: after permission") == TestArtifactFolder.key("push registration stores a token_ after permission"))
    }

    /// Detox's device log of a failed test: its line is that test's evidence, and the other failed test
    /// of the run, whose own log says nothing, does not take it.
    @Test func aDeviceLogInATestsFolderIsThatTestsEvidence() throws {
        let directory = try TemporaryDirectory()
        let jest = """
             FAIL  e2e/push.e2e.js (42.1 s)
              Push registration
                ✕ stores an FCM token after permission is granted (16623 ms)
              Settings
                ✕ shows the build number (2101 ms)

              ● Push registration › stores an FCM token after permission is granted

                Test Failed: Timed out while waiting for expectation: TOHAVETEXT(text == "registered") WITH MATCHER(id == “push-status”) TIMEOUT(10s)

              ● Settings › shows the build number

                Test Failed: Timed out while waiting for expectation: TOHAVETEXT(text == "1.4.0") WITH MATCHER(id == “build-number”) TIMEOUT(2s)

            """
        let log = try directory.write("in/e2e.log", jest)
        let run = "in/artifacts/ios.sim.release.2026-11-30 13-06-02Z"
        try directory.write("\(run)/✗ Push registration stores an FCM token after permission is granted/device.log", """
            2026-11-30 13:06:13.884 Df FerryPass[60211:4a3c1] [com.facebook.react.log:javascript] 'Error getting FCM token:', [Error: [messaging/unknown] no valid “aps-environment” entitlement string found for application]

            """)
        try directory.write("\(run)/✗ Settings shows the build number/device.log", """
            2026-11-30 13:07:02.101 Df FerryPass[60288:4a7f0] [com.facebook.react.log:javascript] settings opened

            """)
        let archive = directory.path("run.tgz")
        let result = try Collector.collectForTests([log, directory.path("in/artifacts")], into: archive)
        #expect(result.manifest.entries.map(\.path).contains { $0.hasSuffix("/✗ Push registration stores an FCM token after permission is granted/device.log") })
        let triage = Triage.run(try ArchiveEvidenceReader.read(archivePath: archive))
        let push = try #require(triage.failures.first { $0.test.id.name == "stores an FCM token after permission is granted" })
        #expect(push.classification.category == .configurationRegression)
        let settings = try #require(triage.failures.first { $0.test.id.name == "shows the build number" })
        #expect(settings.classification.category != .configurationRegression)
    }

    /// Detox's trace of a test (`detox[…] i Suite: test` … `[FAIL]`) says whose the lines between are: its
    /// report of what kept the app busy belongs to that test, read through the log reader as collect
    /// archives it, and not to the next test, whose trace holds none.
    @Test func linesInsideDetoxsTraceOfATestAreThatTests() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/detox.log", """
            08:14:21.519 detox[4219] i Sync status: shows last synced time after pull-to-refresh
            08:14:31.519 detox[4219] i The app is busy with the following tasks:
            • 1 enqueued native timers:
              - Timer #1:
                + Is recurring: YES.
            08:16:21.519 detox[4219] E Sync status: shows last synced time after pull-to-refresh [FAIL]
            08:16:35.520 detox[4219] i Sync status: shows the banner after login
            08:16:36.720 detox[4219] E Sync status: shows the banner after login [FAIL]
            • 1 enqueued JavaScript timers:
             FAIL  e2e/sync.e2e.ts (131.874 s)
              Sync status
                ✕ shows last synced time after pull-to-refresh (120012 ms)
                ✕ shows the banner after login (1200 ms)

              ● Sync status › shows last synced time after pull-to-refresh

                thrown: "Exceeded timeout of 120000 ms for a test."

              ● Sync status › shows the banner after login

                Test Failed: 'elementWithText' expectation failed: Expected "Synced", got "Syncing"

            """)
        let (_, reader) = try TestLogReader.read(path: log)
        #expect(reader.taskLinesByTestFullName.keys.sorted() == ["sync status shows last synced time after pull to refresh"])
        #expect(reader.taskLinesByTestFullName.values.first?.map(\.line) == [3])
        let archive = directory.path("run.tgz")
        _ = try Collector.collectForTests([log], into: archive)
        let triage = Triage.run(try ArchiveEvidenceReader.read(archivePath: archive))
        let waited = try #require(triage.failures.first { $0.test.id.name == "shows last synced time after pull-to-refresh" })
        #expect(waited.classification.verdict?.rule == "app_kept_busy")
        let banner = try #require(triage.failures.first { $0.test.id.name == "shows the banner after login" })
        #expect(banner.classification.verdict?.rule != "app_kept_busy")
    }

    /// Detox's trace gives a failed test's start as a time of day (its lines have no date): kept by the
    /// test's full name, for triage to date by the device's log; a test that passed keeps none. A trace
    /// saved alone, every line beginning with its clock, reads as a log stamped so: its time is kept all the same.
    @Test(arguments: ["$ detox test --configuration ios.sim.debug --retries 1\n", ""])
    func detoxsTraceGivesAFailedTestsStartAsATimeOfDay(command: String) throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/detox-step.txt", command + """
            10:41:01.364 detox[4814] i e2e/backgroundSync.test.ts is assigned to 6A0E2C1B (iPhone 16)
            10:41:01.550 detox[4814] i Background sync: applies a fetch delivered while the app starts
            10:41:25.821 detox[4814] i Background sync: applies a fetch delivered while the app starts [FAIL]
            10:41:25.932 detox[4814] i Background sync: shows the list
            10:41:26.249 detox[4814] i Background sync: shows the list [OK]
            10:41:51.583 detox[4814] i Background sync: applies a fetch delivered while the app starts [Retry #1]
            10:42:15.901 detox[4814] i Background sync: applies a fetch delivered while the app starts [Retry #1] [FAIL]

            """)
        let (_, reader) = try TestLogReader.read(path: log)
        let started: Double = 38_461.55  // 10:41:01.550
        #expect(reader.failedTestStartTimesOfDay.keys.sorted() == ["background sync applies a fetch delivered while the app starts"])
        #expect(abs((reader.failedTestStartTimesOfDay.values.first ?? 0) - started) < 0.001)
    }

    /// A test's lines are its own only once Detox's end line names it: a console line of the test that
    /// looks like a start does not take them, a trace that never ends leaves them the run's, and while two
    /// workers run tests at once nobody's are known.
    @Test func onlyATraceThatEndsAsItBeganGivesItsTestLines() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/detox.log", """
            08:14:21.519 detox[4219] i Sync status: shows last synced time
            08:14:22.100 detox[4219] i Response: {"status": 200}
            • 1 enqueued native timers:
            08:16:21.519 detox[4219] E Sync status: shows last synced time [FAIL]
            08:16:30.000 detox[4219] i feed.e2e.ts is assigned to 8C41A0D2 (iPhone 15)
            08:16:35.520 detox[4219] i Feed: lists deals
            • 2 enqueued native timers:
            08:16:40.000 detox[4219] i reminders.e2e.ts is assigned to 8C41A0D2 (iPhone 15)
            08:16:41.000 detox[4219] i Reminders: fires
            08:16:41.100 detox[4220] i Inbox: shows badge
            • 3 enqueued native timers:
            08:16:42.000 detox[4219] E Reminders: fires [FAIL]
            08:16:43.000 detox[4220] E Inbox: shows badge [FAIL]

            """)
        let (_, reader) = try TestLogReader.read(path: log)
        #expect(reader.taskLinesByTestFullName.mapValues { $0.map(\.line) } == ["sync status shows last synced time": [3]])
        #expect(reader.runTaskLines.map(\.line) == [7, 11])
    }
}
