import Foundation
@testable import Ferngrove

/// In-memory FileStoring double. Delays are real sleeps, so ordering against the code under
/// test depends on the machine's speed.
final class RecordingFileStore: FileStoring, @unchecked Sendable {
    private var files: [Note.ID: Note] = [:]
    private let loadDelay: Duration
    private let writeDelay: Duration
    var onWrite: (() -> Void)?

    init(notes: [Note] = [], loadDelay: Duration = .zero, writeDelay: Duration = .zero) {
        notes.forEach { files[$0.id] = $0 }
        self.loadDelay = loadDelay
        self.writeDelay = writeDelay
    }

    func loadAll() async throws -> [Note] {
        try await Task.sleep(for: loadDelay)
        return Array(files.values)
    }

    func write(_ note: Note) async throws {
        try await Task.sleep(for: writeDelay)     // throws CancellationError if the task was cancelled
        files[note.id] = note
        onWrite?()
    }

    func removeAll() async throws { files.removeAll() }
    func exists(_ id: Note.ID) -> Bool { files[id] != nil }
}
