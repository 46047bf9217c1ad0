import Foundation

@MainActor
final class EpisodeQueue {
    private(set) var episodes: [Episode]
    private(set) var index = 0
    var autoplayEnabled = UserDefaults.standard.bool(forKey: "autoplay")
    var onAdvance: ((Episode) -> Void)?

    init(episodes: [Episode]) { self.episodes = episodes }

    func playerDidFinish() async {
        guard index + 1 < episodes.count else { return }
        index += 1
        // Only notify when autoplay is on (WC-512) — the advance itself always happens.
        if autoplayEnabled {
            onAdvance?(episodes[index])
        }
    }
}
