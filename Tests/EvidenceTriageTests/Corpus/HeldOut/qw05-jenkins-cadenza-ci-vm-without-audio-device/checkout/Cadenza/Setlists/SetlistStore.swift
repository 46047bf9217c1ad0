import Foundation

struct Setlist: Codable, Equatable {
    var name: String
    var songIDs: [String]
}

final class SetlistStore {
    private let defaults: UserDefaults
    private let key = "setlists.v2"

    init(defaults: UserDefaults) { self.defaults = defaults }

    func load() -> [Setlist] {
        guard let data = defaults.data(forKey: key) else { return [] }
        return (try? JSONDecoder().decode([Setlist].self, from: data)) ?? []
    }

    func save(_ setlists: [Setlist]) {
        defaults.set(try? JSONEncoder().encode(setlists), forKey: key)
    }

    func move(song from: Int, to: Int, in setlistIndex: Int) {
        var all = load()
        var songs = all[setlistIndex].songIDs
        let song = songs.remove(at: from)
        songs.insert(song, at: to)
        all[setlistIndex].songIDs = songs
    }
}
