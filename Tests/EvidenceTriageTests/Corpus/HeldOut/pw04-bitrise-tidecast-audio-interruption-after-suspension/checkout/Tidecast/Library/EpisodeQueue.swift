import Foundation

struct Episode: Equatable {
    let id: String
    var played: Bool
}

struct EpisodeQueue {
    var episodes: [Episode]

    func upNext(after current: String) -> Episode? {
        guard let i = episodes.firstIndex(where: { $0.id == current }), i + 1 < episodes.count else { return nil }
        return episodes[i + 1]
    }
}
