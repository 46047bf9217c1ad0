import XCTest
@testable import Lanternfish

final class EpisodeDownloadQueueTests: XCTestCase {
    private var session: FakeBackgroundSession!
    private var store: InMemoryPendingStore!
    private var queue: EpisodeDownloadQueue!

    override func setUp() {
        super.setUp()
        session = FakeBackgroundSession(identifier: "app.lanternfish.downloads")
        store = InMemoryPendingStore()
        queue = EpisodeDownloadQueue(session: session, store: store)
    }

    func testEnqueueCreatesTaskWithEpisodeDescription() {
        queue.enqueue(episodeID: "ep-1001", url: URL(string: "https://cdn.lanternfish.example/ep-1001.mp3")!)
        XCTAssertEqual(session.created.map(\.taskDescription), ["ep-1001"])
        XCTAssertTrue(session.created[0].resumed)
    }

    func testFinishRemovesPendingEntry() {
        queue.enqueue(episodeID: "ep-1001", url: URL(string: "https://cdn.lanternfish.example/ep-1001.mp3")!)
        queue.didFinish(episodeID: "ep-1001")
        XCTAssertTrue(store.pending().isEmpty)
        XCTAssertNil(queue.tracked["ep-1001"])
    }

    func testReattachRestartsPendingDownloadThatSystemDropped() async {
        store.add(PendingDownload(episodeID: "ep-0990", url: URL(string: "https://cdn.lanternfish.example/ep-0990.mp3")!))
        await queue.reattach()
        XCTAssertEqual(session.created.map(\.taskDescription), ["ep-0990"])
    }

    /// The app was terminated mid-download; nsurlsessiond kept the task running and hands it
    /// back on relaunch. The pending entry is still in the store (it is only removed on finish),
    /// so reattach must adopt the running task, not start a second download of the same file.
    func testReattachDoesNotDuplicateInFlightDownload() async {
        let url = URL(string: "https://cdn.lanternfish.example/ep-1042.mp3")!
        store.add(PendingDownload(episodeID: "ep-1042", url: url))
        session.running = [FakeDownloadTask(description: "ep-1042")]

        await queue.reattach()

        let tasksForEpisode = session.running.filter { $0.taskDescription == "ep-1042" }
            + session.created.filter { $0.taskDescription == "ep-1042" }
        XCTAssertEqual(tasksForEpisode.count, 1, "ep-1042 has more than one download task after reattach")
        XCTAssertTrue(session.created.isEmpty)
    }
}
