import XCTest
@testable import Harbor

final class BackgroundDownloadManagerTests: XCTestCase {
    override func tearDown() {
        BackgroundDownloadManager.resetForTesting()
        super.tearDown()
    }

    func testFirstEpisodeStartsBackgroundDownload() throws {
        let manager = BackgroundDownloadManager(identifier: "com.harborfm.player.downloads")
        let task = try manager.download(EpisodeFixtures.episode(101))
        XCTAssertEqual(task.state, .running)
    }

    func testSecondEpisodeReusesBackgroundSession() throws {
        let first = BackgroundDownloadManager.enqueue(EpisodeFixtures.episode(101))
        let second = BackgroundDownloadManager.enqueue(EpisodeFixtures.episode(102))
        XCTAssertTrue(first.session === second.session, "both episodes must share the one background session")
        XCTAssertEqual(second.task?.state, .running)
    }

    func testRecreateAfterInvalidateResumesQueue() throws {
        let manager = BackgroundDownloadManager(identifier: "com.harborfm.player.downloads.test")
        manager.invalidateAndCancel()
        let replacement = BackgroundDownloadManager(identifier: "com.harborfm.player.downloads.test")
        let task = try catchingObjCException { try replacement.download(EpisodeFixtures.episode(7)) }
        XCTAssertNotNil(task, "replacement session refused the task")
    }
}

