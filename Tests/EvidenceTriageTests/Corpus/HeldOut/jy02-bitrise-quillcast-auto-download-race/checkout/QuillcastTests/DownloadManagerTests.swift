import XCTest
@testable import Quillcast

final class DownloadManagerTests: XCTestCase {
    private var store: InMemoryEpisodeStore!
    private var session: FakeDownloadSession!
    private var manager: DownloadManager!

    override func setUp() {
        store = InMemoryEpisodeStore(episodes: [.fixture(uuid: "5E2C9A41-7B3D-4E1F-A8C6-0D9B2F4E7A13", title: "Sea Level Notes #212")])
        session = FakeDownloadSession()
        manager = DownloadManager(dataStore: store, session: session)
    }

    func testResumesDownloadsAfterRelaunch() {
        session.liveTaskDescriptions = ["5E2C9A41-7B3D-4E1F-A8C6-0D9B2F4E7A13"]
        store.setDownloadTaskId("5E2C9A41-7B3D-4E1F-A8C6-0D9B2F4E7A13", requestedAt: .distantPast, for: store.episodes[0])
        let done = expectation(description: "cleared")
        manager.clearStuckDownloads { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertNotNil(store.episodes[0].downloadTaskId)
    }

    func testClearStuckDownloadsKeepsRecentlyQueuedEpisode() {
        // Background refresh queues an auto-download, then clears stuck downloads before
        // the wifi-only session has created the URLSession task.
        manager.queueDownload(store.episodes[0])
        let done = expectation(description: "cleared")
        manager.clearStuckDownloads { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertNotNil(store.episodes[0].downloadTaskId, "downloadTaskId of an episode queued 0s ago was cleared by clearStuckDownloads()")
    }

    func testProgressForQueuedEpisodeIsNotDiscarded() {
        manager.queueDownload(store.episodes[0])
        let done = expectation(description: "cleared")
        manager.clearStuckDownloads { done.fulfill() }
        wait(for: [done], timeout: 1)
        let task = session.makeDownloadTask(taskDescription: "5E2C9A41-7B3D-4E1F-A8C6-0D9B2F4E7A13")
        manager.urlSession(session.urlSession, downloadTask: task, didWriteData: 65_536,
                           totalBytesWritten: 65_536, totalBytesExpectedToWrite: 48_211_904)
        XCTAssertFalse(task.wasCancelled, "progress for a queued episode was discarded and its download cancelled")
    }
}
