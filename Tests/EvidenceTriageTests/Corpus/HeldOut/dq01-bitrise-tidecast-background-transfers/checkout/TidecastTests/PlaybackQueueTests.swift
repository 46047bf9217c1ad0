import XCTest
@testable import Tidecast

final class PlaybackQueueTests: XCTestCase {
    func testReorderPersistsAcrossReload() throws {
        let store = try PlaybackQueueStore.temporary()
        let queue = PlaybackQueue(store: store)
        queue.append(["ep-1", "ep-2", "ep-3"])
        queue.move(from: 2, to: 0)

        let reloaded = PlaybackQueue(store: store)
        reloaded.waitForInitialLoad(timeout: 2)
        XCTAssertEqual(reloaded.episodeIDs, ["ep-3", "ep-1", "ep-2"])
    }
}
