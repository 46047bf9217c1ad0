@testable import EvidenceReaders
import EvidenceKit
import Foundation
import Testing

/// A Kotlin Multiplatform module's iOS tests run by Gradle print Gradle's test events: with no JUnit
/// XML kept, such a log read as 0 tests and its failures were lost (round 41's `ei06`).
@Suite struct GradleLogTests {
    /// Kotlin/Native's form (`package.Class.name[target] FAILED`, the short exception under it, as a
    /// public project's CI printed it) and the full form with ` > ` (a test process that died).
    static let log = """
        > Task :shared:linkDebugTestIosSimulatorArm64

        > Task :shared:iosSimulatorArm64Test

        com.quarry.probe.MigrationBehaviourTest.v6 to v7 keeps every note intact[iosSimulatorArm64] FAILED
            androidx.sqlite.SQLiteException at /Users/runner/work/quarry/quarry/shared/src/commonTest/kotlin/com/quarry/probe/MigrationBehaviourTest.kt:26

        com.quarry.shared.sync.SyncCursorTest[iosSimulatorArm64] > cursorAdvancesOnlyAfterCommit[iosSimulatorArm64] FAILED
            kotlin.AssertionError: cursor must not move when the insert fails. Expected <42>, actual <57>.
                at kotlin.Throwable#<init>(Unknown Source)
                at com.quarry.shared.sync.SyncCursorTest.$cursorAdvancesOnlyAfterCommit$lambda-1COROUTINE$1#invokeSuspend(/Users/gitlab/builds/quarry/shared/src/commonTest/kotlin/com/quarry/shared/sync/SyncCursorTest.kt:25)

        com.quarry.shared.background.IosBackgroundRefreshSchedulerTest[iosSimulatorArm64] > submitsRefreshRequestWithIdentifier[iosSimulatorArm64] FAILED
            Test running process exited unexpectedly.
            Current test: submitsRefreshRequestWithIdentifier
        com.quarry.shared.sync.OutboxSyncTest.drops a request the server rejects[iosSimulatorArm64] FAILED
            kotlin.ConcurrentModificationException at null:-1
        SyncRunnerTest > retriesOnce() PASSED
        14 tests completed, 4 failed

        > Task :shared:iosSimulatorArm64Test FAILED
        """

    @Test func gradlesEventsAreTheTestsWithTheirMessagesAndPlaces() throws {
        let (report, _) = TestLogReaderStreamTests.read(Self.log)
        let read = Dictionary(uniqueKeysWithValues: report.tests.map { ("\($0.id.module ?? "-") \($0.id.suite)/\($0.id.name)", $0) })
        #expect(read.mapValues(\.status.rawValue) == [
            "com.quarry.probe MigrationBehaviourTest/v6 to v7 keeps every note intact": "failed",
            "com.quarry.shared.sync SyncCursorTest/cursorAdvancesOnlyAfterCommit": "failed",
            "com.quarry.shared.background IosBackgroundRefreshSchedulerTest/submitsRefreshRequestWithIdentifier": "failed",
            "com.quarry.shared.sync OutboxSyncTest/drops a request the server rejects": "failed",
            "- SyncRunnerTest/retriesOnce": "passed",
        ])
        let migration = try #require(read["com.quarry.probe MigrationBehaviourTest/v6 to v7 keeps every note intact"]?.issues.first)
        #expect(migration.message == "androidx.sqlite.SQLiteException")
        #expect(migration.location?.line == 26)
        #expect(migration.location?.file.hasSuffix("/MigrationBehaviourTest.kt") == true)
        let cursor = try #require(read["com.quarry.shared.sync SyncCursorTest/cursorAdvancesOnlyAfterCommit"]?.issues.first)
        #expect(cursor.message == "kotlin.AssertionError: cursor must not move when the insert fails. Expected <42>, actual <57>.")
        #expect(cursor.location?.line == 25)
        let died = try #require(read["com.quarry.shared.background IosBackgroundRefreshSchedulerTest/submitsRefreshRequestWithIdentifier"]?.issues.first)
        #expect(died.message == "Test running process exited unexpectedly.\nCurrent test: submitsRefreshRequestWithIdentifier")
        let race = try #require(read["com.quarry.shared.sync OutboxSyncTest/drops a request the server rejects"]?.issues.first)
        #expect(race.message == "kotlin.ConcurrentModificationException")
        #expect(race.location == nil)
    }

    /// The JVM target's form names the target on both sides: it is the test's, as JUnit's report of the
    /// same run names it (`keepsNewest[jvm]` of `EventDedupeTest`), so the two are one test.
    @Test func anotherTargetsSuffixIsTheTestsNotTheClasss() {
        let event = GradleTestOutputReader.event("io.fathom.relay.EventDedupeTest[jvm] > keepsNewestReplaceableEvent()[jvm] FAILED")
        #expect(event?.0 == TestIdentifier(module: "io.fathom.relay", suite: "EventDedupeTest", name: "keepsNewestReplaceableEvent[jvm]"))
        #expect(event?.1 == .failed)
    }

    /// Lines that end in a status word but are no test's event.
    @Test(arguments: [
        "> Task :shared:iosSimulatorArm64Test FAILED",
        "BUILD FAILED",
        "The upload FAILED",
        "com.quarry.shared.SyncCursorTest.cursorAdvances FAILED",  // no target: not Kotlin/Native's line
        "com.quarry.shared.SyncCursorTest.cursorAdvances[jvm] FAILED",
        "** TEST FAILED **",
    ])
    func notAnEvent(_ line: String) {
        #expect(GradleTestOutputReader.event(line) == nil)
    }
}
