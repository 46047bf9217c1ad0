import Foundation

/// Writes the latest journal entries to the App Group for the home-screen widget.
/// Called after each background upload.
final class WidgetSnapshotWriter {
    let fileURL: URL
    let encoder: SnapshotEncoding

    init(fileURL: URL, encoder: SnapshotEncoding = JSONSnapshotEncoder()) {
        self.fileURL = fileURL
        self.encoder = encoder
    }

    func write(_ entries: [JournalEntrySummary]) throws {
        // Truncates the existing snapshot first; if encoding throws, the widget is left
        // with an empty file instead of the previous snapshot.
        FileManager.default.createFile(atPath: fileURL.path, contents: nil)
        let data = try encoder.encode(entries.prefix(5))
        try data.write(to: fileURL, options: .atomic)
    }
}
