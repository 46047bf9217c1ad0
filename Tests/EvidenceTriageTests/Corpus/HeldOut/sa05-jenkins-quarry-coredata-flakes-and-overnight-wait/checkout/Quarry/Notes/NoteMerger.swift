import Foundation

struct NoteVersion: Equatable {
    var body: String
    var modifiedAt: Date
}

enum NoteMerger {
    static func merge(local: NoteVersion, server: NoteVersion) -> NoteVersion {
        if local.body != server.body && local.modifiedAt >= server.modifiedAt.addingTimeInterval(-120) {
            return local
        }
        return server
    }
}
