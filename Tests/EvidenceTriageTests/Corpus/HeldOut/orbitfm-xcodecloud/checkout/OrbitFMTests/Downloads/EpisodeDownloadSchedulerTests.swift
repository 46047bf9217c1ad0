//
//  EpisodeDownloadSchedulerTests.swift
//  OrbitFMTests
//
//  Hosted in OrbitFM.app.
//

import XCTest
@testable import OrbitFM

final class EpisodeDownloadSchedulerTests: XCTestCase {

    func testFetchHandlerQueuesNewEpisodes() async throws {
        let queue = DownloadQueue.inMemory()
        let result = await BackgroundFetchHandler(feeds: .stub(newEpisodes: 2), queue: queue).performFetch()
        XCTAssertEqual(result, .newData)
        XCTAssertEqual(queue.pending.count, 2)
    }

    func testBackgroundFetchDownloadsNewEpisodes() throws {
        let fetched = expectation(forNotification: .orbitBackgroundFetchCompleted, object: nil)
        OrbitAppDelegate.shared.enableBackgroundFetch()

        // iOS calls application(_:performFetchWithCompletionHandler:) once the
        // minimum interval has elapsed.
        wait(for: [fetched], timeout: 120)
    }
}
