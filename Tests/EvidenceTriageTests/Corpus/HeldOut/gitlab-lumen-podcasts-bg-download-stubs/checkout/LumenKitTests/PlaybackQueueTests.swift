import XCTest
@testable import LumenKit

final class PlaybackQueueTests: XCTestCase {
    func testShuffleKeepsCurrentEpisode() {
        var queue = PlaybackQueue(episodes: Episode.fixtures(count: 5_000), current: 17)
        queue.shuffle(seed: 42)
        XCTAssertEqual(queue.current?.id, 17)
    }

    func testRemovingCurrentAdvances() {
        var queue = PlaybackQueue(episodes: Episode.fixtures(count: 3), current: 1)
        queue.remove(id: 1)
        XCTAssertEqual(queue.current?.id, 2)
    }
}
