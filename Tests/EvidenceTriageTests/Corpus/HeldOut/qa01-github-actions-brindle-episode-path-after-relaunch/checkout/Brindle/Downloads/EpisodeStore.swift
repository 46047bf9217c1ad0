import Foundation

/// Persists which episodes have been downloaded and where the audio lives.
final class EpisodeStore {
    struct Record: Codable, Equatable {
        let episodeID: String
        let localPath: String
        let bytes: Int64
    }

    private let defaults: UserDefaults
    private let containerRoot: URL
    private let key = "brindle.downloads.records"

    init(defaults: UserDefaults = .standard,
         containerRoot: URL = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0]) {
        self.defaults = defaults
        self.containerRoot = containerRoot
    }

    var episodesDirectory: URL {
        containerRoot.appendingPathComponent("Brindle/Episodes", isDirectory: true)
    }

    /// Called from the background session delegate once the file has been moved out of tmp.
    func recordDownload(episodeID: String, movedTo url: URL, bytes: Int64) {
        var all = records()
        all[episodeID] = Record(episodeID: episodeID, localPath: url.path, bytes: bytes)
        save(all)
    }

    func localFile(for episodeID: String) -> URL? {
        guard let record = records()[episodeID] else { return nil }
        return URL(fileURLWithPath: record.localPath)
    }

    func removeDownload(episodeID: String) throws {
        var all = records()
        if let url = localFile(for: episodeID) {
            try FileManager.default.removeItem(at: url)
        }
        all[episodeID] = nil
        save(all)
    }

    private func records() -> [String: Record] {
        guard let data = defaults.data(forKey: key) else { return [:] }
        return (try? JSONDecoder().decode([String: Record].self, from: data)) ?? [:]
    }

    private func save(_ all: [String: Record]) {
        defaults.set(try? JSONEncoder().encode(all), forKey: key)
    }
}
