import Foundation
import Testing
@testable import Cinder

/// Device-lab only: these talk to the real BGTaskScheduler on the lab iPhone.
@Suite(.serialized, .enabled(if: DeviceLab.isLabDevice))
struct BackupSchedulingTests {
    init() {
        DeviceLab.tagRecords(with: Test.current)
        BackupLedger.shared.reset()
    }

    @Test func processingBackupStartsWithinFiveMinutes() async throws {
        try BackupTasks.scheduleProcessing(earliest: .now)

        try await Task.sleep(for: .seconds(300))

        #expect(BackupLedger.shared.lastProcessingRun != nil)
    }

    @Test func refreshLaunchesWithinAMinuteOfEarliestBeginDate() async throws {
        let earliest = Date.now.addingTimeInterval(60)
        try BackupTasks.scheduleRefresh(earliest: earliest)

        let launched = await BackupLedger.shared.waitForRefreshLaunch(timeout: .seconds(1800))
        let delay = try #require(launched).timeIntervalSince(earliest)

        #expect(delay < 60)
    }
}
