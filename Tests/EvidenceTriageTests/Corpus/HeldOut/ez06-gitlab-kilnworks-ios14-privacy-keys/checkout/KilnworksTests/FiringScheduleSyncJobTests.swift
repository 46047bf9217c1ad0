//
//  FiringScheduleSyncJobTests.swift
//  KilnworksTests
//

import XCTest
@testable import Kilnworks

final class FiringScheduleSyncJobTests: XCTestCase {
    private var store: FiringScheduleStore!

    override func setUp() {
        super.setUp()
        store = FiringScheduleStore(inMemory: true)
        store.insert(Firing.fixtures(count: 3))
        try? store.save()
    }

    func testSyncAppliesNewFirings() async throws {
        let job = FiringScheduleSyncJob(api: StubScheduleAPI(firings: Firing.fixtures(count: 5)), store: store)
        try await job.run()
        XCTAssertEqual(store.firings.count, 5)
    }

    func testInterruptedSyncKeepsPreviousSchedule() async {
        let job = FiringScheduleSyncJob(api: StubScheduleAPI(error: URLError(.networkConnectionLost)), store: store)
        try? await job.run()
        XCTAssertEqual(store.firings.count, 3, "a failed sync must not wipe the schedule the potter is looking at")
    }
}
