import Testing
@testable import Sonora

struct PlaybackQueueTests {
    @Test func shuffleKeepsCurrentTrackFirst() {
        var queue = PlaybackQueue(tracks: (1...12).map { Track.fixture(id: "t\($0)") }, currentIndex: 4)
        queue.shuffle(using: SeededGenerator(seed: 42))
        #expect(queue.tracks.first?.id == "t5")
        #expect(queue.currentIndex == 0)
    }
}
