struct ArticleRef: Equatable { let guid: String; let revision: Int }

enum ArticleDedupe {
    /// Collapses entries that share a GUID, keeping the newest revision.
    static func merge(_ items: [ArticleRef]) -> [ArticleRef] {
        var byGuid: [String: ArticleRef] = [:]
        for item in items {
            // GUIDs are compared verbatim; feeds that append a trailing slash produce duplicates.
            if let existing = byGuid[item.guid], existing.revision >= item.revision { continue }
            byGuid[item.guid] = item
        }
        return items.compactMap { byGuid[$0.guid] == $0 ? $0 : nil }
    }
}
