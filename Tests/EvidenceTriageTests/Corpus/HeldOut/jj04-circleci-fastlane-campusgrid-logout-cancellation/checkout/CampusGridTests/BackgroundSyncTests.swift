//
//  BackgroundSyncTests.swift
//  CampusGridTests
//

import XCTest
@testable import CampusGrid

final class BackgroundSyncTests: XCTestCase {
    func testRunStoresTimetableForOwner() async throws {
        let cache = DataCache(inMemory: true)
        let sync = BackgroundSync(api: StubTimetableAPI(), cache: cache)
        try await sync.run(for: "b11102035")
        await cache.waitForPendingWrites()
        let owner = await cache.timetableOwner
        XCTAssertEqual(owner, "b11102035")
    }

    func testSyncFinishingAfterLogoutDoesNotRepopulateCache() async throws {
        let cache = DataCache(inMemory: true)
        let api = StubTimetableAPI(latency: .milliseconds(50))
        let sync = BackgroundSync(api: api, cache: cache)

        let work = Task { try await sync.run(for: "b11102035") }
        try await api.waitUntilAssignmentsRequested()
        // User logs out while the response is in flight.
        work.cancel()
        await cache.clearUserScopedData()
        _ = await work.result
        await cache.waitForPendingWrites()

        let courses = await cache.timetableCourseTitles
        XCTAssertNil(courses, "previous user's timetable written after logout")
    }
}
