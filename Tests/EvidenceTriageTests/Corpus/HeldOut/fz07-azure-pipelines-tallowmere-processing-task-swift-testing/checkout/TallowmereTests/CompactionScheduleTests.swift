//
//  CompactionScheduleTests.swift
//  TallowmereTests
//

import Foundation
import Testing
@testable import Tallowmere

@Suite struct CompactionScheduleTests {

    @Test func recordsLastRunDate() async throws {
        let fixedNow = ISO8601DateFormatter().date(from: "2026-12-01T02:00:00Z")!
        let persistence = try PersistenceController.inMemoryLoaded(seed: .empty)
        let job = LedgerCompactionJob(context: persistence.container.newBackgroundContext(),
                                      clock: .fixed("2026-12-01T02:00:00Z"))
        _ = await job.run()

        let store = CompactionSchedule.shared
        #expect(store.lastCompaction == fixedNow)
    }

    @Test func settingsRowShowsNeverBeforeFirstRun() {
        let schedule = CompactionSchedule(defaults: UserDefaults(suiteName: "CompactionScheduleTests.never")!)
        #expect(StorageSettingsRow(schedule: schedule).subtitle == "Never compacted")
    }
}
