import XCTest
@testable import Podwave

class QueueShuffleTests: XCTestCase {
    func testShuffleKeepsCurrentTrackFirst() {
        var queue = PlaybackQueue(episodes: Episode.fixtures(5), currentIndex: 2)
        queue.shuffle(seed: 7)
        XCTAssertEqual(queue.episodes.first?.id, "ep-3")
    }
}
