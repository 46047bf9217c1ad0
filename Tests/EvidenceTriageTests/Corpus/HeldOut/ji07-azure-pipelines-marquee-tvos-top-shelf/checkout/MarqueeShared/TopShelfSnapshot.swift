import Foundation

/// Written by the app after playback/progress changes, read by the Top Shelf extension.
struct TopShelfSnapshot: Codable {
    struct Item: Codable {
        let id: String
        let title: String
        let posterURL: URL
        let cachedPosterFileURL: URL
    }
    struct Section: Codable {
        let title: String
        let items: [Item]
    }
    var sections: [Section]

    static func make(continueWatching: [Item], newEpisodes: [Item]) -> TopShelfSnapshot {
        TopShelfSnapshot(sections: [
            Section(title: "Continue Watching", items: continueWatching),
            Section(title: "New Episodes", items: newEpisodes),
        ])
    }

    static func read(appGroup: String?) -> TopShelfSnapshot? {
        guard let appGroup, let defaults = UserDefaults(suiteName: appGroup),
              let data = defaults.data(forKey: "topShelfSnapshot") else { return nil }
        return try? JSONDecoder().decode(TopShelfSnapshot.self, from: data)
    }
}
