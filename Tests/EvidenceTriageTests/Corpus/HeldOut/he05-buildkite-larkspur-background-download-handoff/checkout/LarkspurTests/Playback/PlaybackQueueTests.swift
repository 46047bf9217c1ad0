import XCTest
@testable import Larkspur

final class PlaybackQueueTests: XCTestCase {
    func testRemovingCurrentEpisodeAdvances() {
        var queue = PlaybackQueue(episodes: ["ep-1", "ep-2", "ep-3"], currentIndex: 1)
        queue.remove("ep-2")
        XCTAssertEqual(queue.current, "ep-3")
    }
}
