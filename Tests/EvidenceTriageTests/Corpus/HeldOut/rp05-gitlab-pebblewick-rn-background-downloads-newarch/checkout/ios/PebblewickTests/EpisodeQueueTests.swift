import Testing
@testable import Pebblewick

struct EpisodeQueueTests {
    @Test func ordersByPublishDate() {
        var queue = EpisodeQueue()
        queue.add(Episode(id: "e2", published: .init(timeIntervalSince1970: 200)))
        queue.add(Episode(id: "e1", published: .init(timeIntervalSince1970: 100)))
        #expect(queue.ids == ["e1", "e2"])
    }

    @Test func skipsPlayedEpisodes() {
        var queue = EpisodeQueue()
        queue.add(Episode(id: "e1", published: .init(timeIntervalSince1970: 100), played: true))
        #expect(queue.ids.isEmpty)
    }
}
