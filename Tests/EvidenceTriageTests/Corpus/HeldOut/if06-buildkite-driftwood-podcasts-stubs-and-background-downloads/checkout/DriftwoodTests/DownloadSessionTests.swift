import XCTest
@testable import Driftwood

/// Replays delegate callbacks the way nsurlsessiond delivers them when the app
/// is relaunched in the background for downloads started by a previous process.
final class DownloadSessionTests: XCTestCase {
    func testRelaunchedBackgroundSessionFinishesAllEpisodes() throws {
        let manager = DownloadManager()
        let replay = BackgroundSessionReplay(fixture: "relaunch-three-downloads")
        manager.makeSession(configuration: replay.configuration)
        var finished: [URL] = []
        manager.onFinished = { source, _ in finished.append(source) }

        let done = expectation(description: "background events delivered")
        manager.reattach { done.fulfill() }
        replay.deliverEvents(to: manager)

        wait(for: [done], timeout: 5)
        XCTAssertEqual(finished.count, 3)
    }
}
