import Foundation

public enum ServerChange {
    case changed(ServerTally)
    case deleted(id: String, at: Date)
}

public struct RecordMerger {
    public init() {}

    public func merge(local: Tally, server: ServerChange) -> Tally? {
        switch server {
        case .changed(let remote):
            guard remote.modified >= local.modified else { return local }
            var merged = local
            merged.title = remote.title
            merged.count = remote.count
            merged.modified = remote.modified
            return merged
        case .deleted(_, let deletedAt):
            // Keep the local row when it was edited after the deletion timestamp.
            if local.hasUnsyncedChanges && local.modified > deletedAt {
                return local
            }
            return nil
        }
    }
}
