import XCTest
@testable import Brambleworth

final class EpisodeDownloadCoordinatorTests: XCTestCase {
    func testBackgroundDownloadCompletionFiresOnce() throws {
        let library = EpisodeLibrary.temporary()
        let coordinator = EpisodeDownloadCoordinator(library: library)
        let session = FakeBackgroundSession(delegate: coordinator)   // delivers on its own delegate queue, like URLSession
        let finished = expectation(description: "download finished")
        coordinator.onFinished = { _ in finished.fulfill() }

        session.deliverDownloadFinished(taskIdentifier: 7, fixture: "episode-212.mp3")
        session.deliverDidFinishEvents()

        wait(for: [finished], timeout: 2)
        XCTAssertEqual(library.downloadedEpisodeIDs, [212])
    }

    func testBackgroundCompletionHandlerCalledOnMain() {
        let coordinator = EpisodeDownloadCoordinator(library: .temporary())
        let called = expectation(description: "system completion handler")
        coordinator.backgroundCompletionHandler = {
            XCTAssertTrue(Thread.isMainThread)
            called.fulfill()
        }
        FakeBackgroundSession(delegate: coordinator).deliverDidFinishEvents()
        wait(for: [called], timeout: 2)
    }
}
