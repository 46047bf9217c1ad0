import Foundation

/// Persists the listener's unsent episode comment.
struct DraftStore {
    let directory: URL

    func save(_ text: String, episodeID: String) throws {
        let target = directory.appendingPathComponent("\(episodeID).draft")
        let staging = directory.appendingPathComponent("\(episodeID).draft.tmp")
        try Data(text.utf8).write(to: staging, options: .withoutOverwriting)
        _ = try FileManager.default.replaceItemAt(target, withItemAt: staging)
    }

    func load(episodeID: String) -> String? {
        let url = directory.appendingPathComponent("\(episodeID).draft")
        return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }
}
