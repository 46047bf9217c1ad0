import Foundation

public struct Note: Equatable, Sendable {
    public var id: String
    public var title: String
    public var body: String
    public var modifiedAt: Date
}

public struct ConflictResolver {
    public init() {}

    /// Three-way merge of a note edited on two devices. Each field takes the side that
    /// changed it; when both changed it, the later edit wins.
    public func resolve(local: Note, remote: Note, base: Note) -> Note {
        var merged = local
        merged.body = pick(local.body, remote.body, base.body, localNewer: local.modifiedAt >= remote.modifiedAt)
        // Titles: keep the local title when it is unchanged from the base.
        if local.title == base.title {
            merged.title = local.title
        } else {
            merged.title = pick(local.title, remote.title, base.title, localNewer: local.modifiedAt >= remote.modifiedAt)
        }
        merged.modifiedAt = max(local.modifiedAt, remote.modifiedAt)
        return merged
    }

    private func pick(_ local: String, _ remote: String, _ base: String, localNewer: Bool) -> String {
        if local == base { return remote }
        if remote == base { return local }
        return localNewer ? local : remote
    }
}
