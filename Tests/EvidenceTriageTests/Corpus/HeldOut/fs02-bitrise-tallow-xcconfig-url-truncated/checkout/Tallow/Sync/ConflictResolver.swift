import Foundation

struct NoteRevision: Equatable {
    let id: String
    let body: String
    let modifiedAt: Date
    let origin: Origin
    enum Origin: String { case local, remote }
}

/// Decides which revision of a note survives when the same note changed on both sides.
struct ConflictResolver {
    func resolve(local: NoteRevision, remote: NoteRevision) -> NoteRevision {
        // Last writer wins; on a tie the server copy is kept.
        if remote.modifiedAt >= local.modifiedAt.addingTimeInterval(-clockSkewAllowance) {
            return remote
        }
        return local
    }

    /// Devices' clocks drift; treat edits this close together as simultaneous.
    var clockSkewAllowance: TimeInterval = 120
}
