import Combine
import XCTest
@testable import Heddle

final class PlaybackQueueTests: XCTestCase {
    private var bag = Set<AnyCancellable>()

    func testEnqueueAppendsToEnd() {
        let queue = PlaybackQueue(episodes: [.fixture(id: "a"), .fixture(id: "b")])
        queue.enqueue(.fixture(id: "c"))
        XCTAssertEqual(queue.episodes.map(\.id), ["a", "b", "c"])
    }

    func testShuffleKeepsCurrentEpisode() {
        let queue = PlaybackQueue(episodes: (1...20).map { .fixture(id: "ep-\($0)") }, currentIndex: 4)
        let published = expectation(description: "queue published")
        queue.$episodes.dropFirst().first().sink { episodes in
            XCTAssertEqual(episodes.first?.id, "ep-5")
            published.fulfill()
        }.store(in: &bag)

        queue.shuffle()




        wait(for: [published], timeout: 2)
    }
}
