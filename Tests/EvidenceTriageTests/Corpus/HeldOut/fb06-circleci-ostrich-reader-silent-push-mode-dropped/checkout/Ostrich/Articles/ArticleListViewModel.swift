import Foundation

final class ArticleListViewModel {
    private(set) var articles: [Article]
    private let mutedFeedIDs: Set<String>

    init(articles: [Article], mutedFeedIDs: Set<String>) {
        self.articles = articles
        self.mutedFeedIDs = mutedFeedIDs
    }

    /// Badge shows unread articles from feeds the user has not muted.
    var unreadBadgeCount: Int {
        articles.filter { !$0.isRead }.count
    }
}
