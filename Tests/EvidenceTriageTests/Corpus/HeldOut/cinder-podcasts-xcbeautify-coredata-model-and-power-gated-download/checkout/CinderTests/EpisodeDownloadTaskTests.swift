import XCTest
import BackgroundTasks
@testable import Cinder

/// Runs on the lab iPad (unplugged rack) after the simulator job.
final class EpisodeDownloadTaskTests: XCTestCase {
    func testOvernightDownloadStartsWithinTenMinutes() throws {
        let started = expectation(description: "episode download processing task started")
        EpisodeDownloadTask.shared.onStart = { started.fulfill() }
        try EpisodeDownloadTask.shared.submit(requiresPower: true, earliestBegin: Date(timeIntervalSinceNow: 60))
        wait(for: [started], timeout: 600)
    }
}
