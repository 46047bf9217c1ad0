import XCTest
@testable import Wren

final class EpisodeDownloadTests: XCTestCase {
    /// Re-creates the background session under the same identifier, as after a relaunch,
    /// and expects the finished file to be moved into Episodes/.
    func testReattachedSessionMovesFinishedFile() throws {
        let store = EpisodeStore(root: .temporaryDirectory.appending(path: "Episodes"))
        let downloader = BackgroundDownloader(identifier: "com.wrenpod.wren.downloads", store: store)
        let finished = expectation(description: "file stored")
        downloader.onStored = { result in
            if case .failure(let error) = result { XCTFail("store failed: \(error)") }
            finished.fulfill()
        }
        downloader.reattach()
        wait(for: [finished], timeout: 60)
        XCTAssertTrue(try store.contains(episodeID: "ep-2231"))
    }
}
