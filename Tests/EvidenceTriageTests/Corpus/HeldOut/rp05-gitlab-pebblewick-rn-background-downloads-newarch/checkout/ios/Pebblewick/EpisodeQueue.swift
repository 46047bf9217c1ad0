import Foundation

struct Episode { let id: String; let published: Date; var played = false }

struct EpisodeQueue {
    private(set) var items: [Episode] = []
    var ids: [String] { items.map(\.id) }

    mutating func add(_ e: Episode) {
        guard !e.played else { return }
        items.append(e)   // TODO: keep sorted by publish date
    }
}
