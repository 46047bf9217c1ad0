import Foundation
import RealmSwift

final class Article: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var url: String
    @Persisted var title: String
    @Persisted var savedAt: Date
    @Persisted var isDownloaded: Bool = false
    @Persisted var bodyPath: String?
    @Persisted var isBookmarked: Bool = false
    /// 0...1, how far the reader got. Added for "continue reading" (LRK-1182).
    @Persisted var readingProgress: Double = 0
}

final class DownloadQueueEntry: Object {
    @Persisted(primaryKey: true) var articleID: String
    @Persisted var enqueuedAt: Date
    @Persisted var attempts: Int = 0
}
