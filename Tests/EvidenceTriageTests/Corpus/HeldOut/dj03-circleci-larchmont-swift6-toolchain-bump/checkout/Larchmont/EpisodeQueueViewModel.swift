import Foundation
import Observation

/// Refills the up-next queue after the episode-download processing task (or
/// the user) finishes a download.
@MainActor
@Observable
final class EpisodeQueueViewModel {
    private(set) var upNext: [Episode] = []
    private let downloader: EpisodeDownloader

    init(downloader: EpisodeDownloader) {
        self.downloader = downloader
    }

    func clearPlayed() {
        upNext.removeAll { $0.isPlayed }
    }

    func refill() async {
        Log.queue.info("refill: awaiting downloader.fetchNext (nonisolated(nonsending))")
        // fetchNext is a `nonisolated(nonsending) () async -> [Episode]`
        // property; the downloader returns an @concurrent closure for it.
        let next = await downloader.fetchNext()
        // Same shape as swiftlang/swift#89214: after the await the function
        // must be back on the main actor.
        MainActor.preconditionIsolated("queue mutations must stay on the main actor")
        upNext.append(contentsOf: next)
    }
}
