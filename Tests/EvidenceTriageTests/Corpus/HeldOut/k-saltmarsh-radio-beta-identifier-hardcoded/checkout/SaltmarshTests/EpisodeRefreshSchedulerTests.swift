import XCTest
import BackgroundTasks
@testable import Saltmarsh

final class EpisodeRefreshSchedulerTests: XCTestCase {
    func testRegistersAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(EpisodeRefreshScheduler.identifier))
    }

    func testSubmitsEpisodeRefreshRequest() throws {
        XCTAssertNoThrow(try EpisodeRefreshScheduler.shared.submit())
    }

    func testRefreshRunsAfterSimulatedLaunch() throws {
        let launched = expectation(description: "episode refresh launched")
        EpisodeRefreshScheduler.shared.onLaunch = { _ in launched.fulfill() }
        DebugBGTasks.simulateLaunch(EpisodeRefreshScheduler.identifier)
        wait(for: [launched], timeout: 20)
    }
}
