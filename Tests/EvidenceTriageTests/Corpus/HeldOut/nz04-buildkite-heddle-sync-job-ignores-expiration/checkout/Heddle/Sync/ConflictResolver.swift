import Foundation

struct NoteRevision: Equatable { let id: String; let body: String; let editedAt: Date }

struct ConflictResolver {
    /// Server copy wins on ties and when the clocks disagree.
    func resolve(local: NoteRevision, remote: NoteRevision) -> NoteRevision {
        remote.editedAt <= local.editedAt ? remote : local
    }
}
