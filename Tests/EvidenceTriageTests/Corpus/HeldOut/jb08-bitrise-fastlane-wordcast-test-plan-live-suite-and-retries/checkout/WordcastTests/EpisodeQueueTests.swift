import Testing
@testable import Wordcast

@Suite("Episode queue") struct EpisodeQueueTests {
    @Test func playbackAdvancesToNextEpisode() async {
        let queue = EpisodeQueue(episodes: [.fixture(id: "E1"), .fixture(id: "E2")])
        await confirmation("advanced to E2") { advanced in
            queue.onAdvance = { episode in
                if episode.id == "E2" { advanced() }
            }
            await queue.playerDidFinish()
        }
    }
}
