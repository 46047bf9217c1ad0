//
//  SavedTripsFetcherTests.swift
//

import XCTest
@testable import Driftwood

final class SavedTripsFetcherTests: XCTestCase {
    func testSaveRunsInsideBackgroundTask() async throws {
        let app = FakeBackgroundTaskApplication()
        let fetcher = SavedTripsFetcher(store: try TestStore.appGroup(), application: app)
        try await fetcher.fetchAndSave(.fixture(trips: 4))
        XCTAssertEqual(app.begunTaskNames, ["SavedTripsFetcher.save"], "the SQLite write must be wrapped in a background task so the lock is released before suspension")
    }

}
