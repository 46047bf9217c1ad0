import XCTest
@testable import TesselKit

final class QueueReorderTests: XCTestCase {

    func testMoveLastToFirstKeepsNowPlaying() {
        var q = PlayQueue(ids: ["a", "b", "c", "d"], nowPlaying: 1)
        q.move(from: 3, to: 0)
        XCTAssertEqual(q.nowPlayingID, "b")
    }
}
