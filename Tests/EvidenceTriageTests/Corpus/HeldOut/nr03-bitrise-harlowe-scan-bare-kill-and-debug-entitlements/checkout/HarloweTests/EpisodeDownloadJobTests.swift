import XCTest
import BackgroundTasks
@testable import Harlowe

final class EpisodeDownloadJobTests: XCTestCase {
    func testProcessingTaskDownloadsQueuedEpisodes() throws {
        let finished = expectation(description: "queued episodes downloaded")
        LibraryStore.shared.enqueue(Fixtures.episodes(count: 6))
        EpisodeDownloadJob.onFinishForTesting = { count in
            XCTAssertEqual(count, 6)
            finished.fulfill()
        }
        try EpisodeDownloadJob.submit()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: EpisodeDownloadJob.taskID)
        wait(for: [finished], timeout: 120)
    }
}
