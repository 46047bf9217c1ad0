import XCTest
@testable import Quaver

struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

final class PlayQueueTests: XCTestCase {
    func testShuffleKeepsCurrentTrackFirst() {
        var queue = PlayQueue(tracks: ["t-1", "t-2", "t-3", "t-4", "t-5"], currentIndex: 2)
        var rng = SeededGenerator(state: 42)
        queue.shuffle(using: &rng)
        XCTAssertEqual(queue.current, "t-3")
    }

    func testShuffleKeepsAllTracks() {
        var queue = PlayQueue(tracks: ["t-1", "t-2", "t-3"])
        var rng = SeededGenerator(state: 7)
        queue.shuffle(using: &rng)
        XCTAssertEqual(Set(queue.tracks), ["t-1", "t-2", "t-3"])
    }
}
