import XCTest
@testable import Bramblecast

final class PlayerQueueTests: XCTestCase {
    func testShuffleKeepsCurrentEpisodeFirst() async throws {
        let queue = PlayerQueue(episodes: (1...12).map { Episode.fixture(id: $0) }, current: 5)
        await queue.shuffle()
        XCTAssertEqual(queue.episodes.first?.id, 5)
    }
}
