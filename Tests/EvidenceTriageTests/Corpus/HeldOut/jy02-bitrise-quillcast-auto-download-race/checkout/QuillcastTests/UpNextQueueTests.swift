import XCTest
@testable import Quillcast

final class UpNextQueueTests: XCTestCase {
    func testMoveToTopKeepsPlayingEpisode() {
        let player = FakePlayer()
        let queue = UpNextQueue(player: player, episodes: (1...5).map { Episode.fixture(uuid: "e\($0)") })
        player.play(queue.episodes[2])
        queue.moveToTop(queue.episodes[4])
        let changed = expectation(description: "queue persisted")
        queue.onPersist = { changed.fulfill() }
        wait(for: [changed], timeout: 0.5)
        XCTAssertEqual(player.current?.uuid, "e3")
    }
}
