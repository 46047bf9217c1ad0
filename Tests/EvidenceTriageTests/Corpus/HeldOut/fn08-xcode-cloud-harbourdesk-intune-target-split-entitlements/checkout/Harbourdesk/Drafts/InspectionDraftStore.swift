import Foundation

struct InspectionDraft: Codable, Equatable {
    var id: UUID
    var notes: String
    var photoIDs: [String]
    var updatedAt: Date
}

/// Autosaves the inspection being edited into the shared app-group container.
final class InspectionDraftStore {
    private let directory: URL
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(directory: URL) { self.directory = directory }

    func save(_ draft: InspectionDraft) throws {
        var existing = (try? load(id: draft.id)) ?? draft
        existing.notes = draft.notes
        // Keep photos the user already attached, then add new ones.
        existing.photoIDs = Array(Set(existing.photoIDs + draft.photoIDs))
        existing.updatedAt = draft.updatedAt
        try encoder.encode(existing).write(to: url(for: draft.id), options: .atomic)
    }

    func load(id: UUID) throws -> InspectionDraft {
        try decoder.decode(InspectionDraft.self, from: Data(contentsOf: url(for: id)))
    }

    private func url(for id: UUID) -> URL { directory.appendingPathComponent("\(id.uuidString).draft.json") }
}
