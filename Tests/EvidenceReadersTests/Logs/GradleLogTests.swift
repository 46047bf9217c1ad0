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
        com.quarry.time.IsoDateParserTest[iosSimulatorArm64] > parsesOffsetWithoutColon[iosSimulatorArm64] FAILED
            kotlinx.datetime.DateTimeFormatException: Failed to parse an instant from '2026-10-02T08:15:00+0200'
                at 0   test.kexe                           0x104e1c2b3        kfun:kotlin.Throwable#<init>(kotlin.String?){} + 99 (/opt/buildAgent/work/2fed3917a7ae8b87/kotlin/kotlin-native/runtime/src/main/kotlin/kotlin/Throwable.kt:28:37)
                at 1   test.kexe                           0x104e7c0f7        kfun:kotlinx.datetime.DateTimeFormatException#<init>(kotlin.String?){} + 143 (/opt/buildAgent/work/2fed3917a7ae8b87/kotlinx-datetime/core/common/src/Exceptions.kt:12:5)
                at 2   test.kexe                           0x104d7f4c3        kfun:com.quarry.time.IsoDateParser#parse(kotlin.String){}kotlinx.datetime.Instant + 163 (/builds/quarry/shared/src/commonMain/kotlin/com/quarry/time/IsoDateParser.kt:7:59)
        SyncRunnerTest > retriesOnce() PASSED
        14 tests completed, 5 failed

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
            "com.quarry.time IsoDateParserTest/parsesOffsetWithoutColon": "failed",
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
        // Kotlin/Native's own frames, and kotlinx's, come first with their build machine's paths: the place is the project's frame.
        let parse = try #require(read["com.quarry.time IsoDateParserTest/parsesOffsetWithoutColon"]?.issues.first)
        #expect(parse.location?.file.hasSuffix("/commonMain/kotlin/com/quarry/time/IsoDateParser.kt") == true)
        #expect(parse.location?.line == 7)
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
