import Foundation

struct NoteSummary: Codable, Equatable {
    let id: String
    let title: String
    let updatedAt: Date
}

/// Writes the "recent notes" snapshot the widget timeline reads.
struct WidgetSnapshotWriter {
    static let fileName = "recent-notes.json"
    var containerURL: () throws -> URL = { try SharedContainer.url() }

    func write(_ notes: [NoteSummary]) throws -> URL {
        let directory = try containerURL().appendingPathComponent("Widgets", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let destination = directory.appendingPathComponent(Self.fileName)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(Array(notes.prefix(5)))
        try data.write(to: destination, options: .atomic)
        return destination
    }
}
