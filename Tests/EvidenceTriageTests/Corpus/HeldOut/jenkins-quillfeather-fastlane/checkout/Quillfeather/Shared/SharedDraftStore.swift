import Foundation

/// Drafts saved by the share extension land in the app group container and are
/// picked up by the app on next launch.
enum SharedDraftStore {
    static let appGroupIdentifier = "group.com.quillfeather.journal"

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupIdentifier)
    }

    static func draftsDirectory() throws -> URL {
        guard let base = containerURL else { throw CocoaError(.fileNoSuchFile) }
        let url = base.appendingPathComponent("Drafts", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ draft: Draft) throws {
        let data = try JSONEncoder().encode(draft)
        try data.write(to: try draftsDirectory().appendingPathComponent("\(draft.id).json"), options: .atomic)
    }

    static func pendingDrafts() throws -> [Draft] {
        let dir = try draftsDirectory()
        return try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .map { try JSONDecoder().decode(Draft.self, from: Data(contentsOf: $0)) }
    }
}
