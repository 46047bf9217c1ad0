import Foundation

struct SyncConflict {
    let local: Note
    let serverNote: Note
}

final class ConflictResolver {
    enum Strategy { case keepClientCreateConflictCopy, keepServer }
    let strategy: Strategy
    init(strategy: Strategy) { self.strategy = strategy }

    /// Returns the notes to persist locally after resolving `conflict`.
    func resolve(_ conflict: SyncConflict) -> [Note] {
        switch strategy {
        case .keepServer:
            return [conflict.serverNote]
        case .keepClientCreateConflictCopy:
            var copy = conflict.serverNote
            copy.id = UUID()
            copy.title += " (conflicted copy)"
            var note = conflict.local
            note.serverRevision = conflict.serverNote.serverRevision
            note.rawModificationDate = conflict.serverNote.modificationDate
            return [note, copy]
        }
    }

    func isConflict(local: Note, server: Note) -> Bool {
        local.isDirty && local.rawModificationDate != server.rawModificationDate
    }
}
