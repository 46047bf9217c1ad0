import XCTest
@testable import Saltmarsh

final class PlaybackQueueTests: XCTestCase {
    private var queue: PlaybackQueue!
    private var player: FakePlayer!

    override func setUp() {
        player = FakePlayer()
        queue = PlaybackQueue(player: player, episodes: .fixture(count: 40))
    }

    func testEnqueueNextPlaysAfterCurrent() {
        queue.play(id: "ep-118")
        queue.enqueueNext(id: "ep-007")
        XCTAssertEqual(queue.upcoming.first?.id, "ep-007")
    }

    /// Shuffle reorders everything after the current episode. The player reports the
    /// current item asynchronously, so on a slow simulator the first read can still see
    /// the previous episode.
    func testShuffleKeepsCurrentEpisode() {
        queue.play(id: "ep-118")
        let settled = expectation(description: "player settled")
        player.onCurrentItemChange = { _ in settled.fulfill() }
        wait(for: [settled], timeout: 0.2)

        queue.shuffle(seed: 42)

        XCTAssertEqual(queue.current?.id, player.currentItemID)
        XCTAssertEqual(queue.current?.id, "ep-118", "shuffle must keep the playing episode first")
    }
}
