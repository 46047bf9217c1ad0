import BackgroundTasks
import XCTest
@testable import Pipwhistle

/// Uses the real BGTaskScheduler: submits the episode refresh and waits for iOS to run it.
final class EpisodeRefreshLiveTests: XCTestCase {
    func testSystemRunsRefreshWithinTenMinutes() {
        let ran = expectation(forNotification: .episodeRefreshDidRun, object: nil)
        let coordinator = EpisodeRefreshCoordinator(resubmitDelay: 60, checkFeeds: { 0 })
        do {
            try coordinator.submit()
        } catch {
            print("[EpisodeRefresh] submit failed: \(error)")
        }
        wait(for: [ran], timeout: 600)
    }
}
