import Foundation

struct Article: Hashable {
    var feedID: String
    var guid: String
    var link: URL
    var title: String
}

/// Aggregated feeds often carry the same story (wire copy, cross-posts).
enum ArticleDeduplicator {
    static func dedupe(_ articles: [Article]) -> [Article] {
        var seen = Set<String>()
        return articles.filter { article in
            // GUIDs are only unique within a feed.
            let key = article.feedID + "|" + article.guid
            return seen.insert(key).inserted
        }
    }
}
