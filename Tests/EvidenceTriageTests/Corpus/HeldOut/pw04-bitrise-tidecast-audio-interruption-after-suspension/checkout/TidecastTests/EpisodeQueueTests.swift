import XCTest
@testable import Tidecast

final class EpisodeQueueTests: XCTestCase {
    func testUpNextSkipsPlayedEpisodes() {
        let q = EpisodeQueue(episodes: [
            Episode(id: "e1", played: false),
            Episode(id: "e2", played: true),
            Episode(id: "e3", played: false),
        ])
        XCTAssertEqual(q.upNext(after: "e1")?.id, "e3")
    }
}
