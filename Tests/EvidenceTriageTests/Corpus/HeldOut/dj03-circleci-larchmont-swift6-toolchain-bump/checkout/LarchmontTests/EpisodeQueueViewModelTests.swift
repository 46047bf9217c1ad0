import Testing
@testable import Larchmont

@MainActor
@Suite struct EpisodeQueueViewModelTests {
    @Test func clearQueueRemovesPlayedEpisodes() {
        let model = EpisodeQueueViewModel(downloader: .stub(episodes: [.played("a"), .fresh("b")]))
        model.clearPlayed()
        #expect(model.upNext.map(\.id) == ["b"])
    }

    @Test func refillAfterDownloadKeepsMainActor() async {
        let model = EpisodeQueueViewModel(downloader: .stub(episodes: [.fresh("c"), .fresh("d"), .fresh("e")]))

        await model.refill()
        #expect(model.upNext.count == 3)
    }
}
