@testable import Marginalia
import Foundation

final class FakeBackgroundTask: BackgroundTaskHandle {
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    var onCompleted: ((Bool) -> Void)?

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        onCompleted?(success)
    }

    /// Calls the expiration handler the way BGTaskScheduler does: on the main queue.
    func expire() {
        precondition(Thread.isMainThread)
        expirationHandler?()
    }
}

/// Yields `batches` batches of `size` articles, each article costing `delay` seconds to produce.
struct SlowFetcher: ArticleFetching {
    var batches = 3
    var size = 400
    var delay: TimeInterval = 0.008

    func changedArticles(since cursor: String?) -> AsyncThrowingStream<ArticleBatch, Error> {
        AsyncThrowingStream { continuation in
            for b in 0..<batches {
                let articles = (0..<size).map { Article.fixture(id: "a\(b)-\($0)", delay: delay) }
                continuation.yield(ArticleBatch(articles: articles, cursor: "c\(b)"))
            }
            continuation.finish()
        }
    }
}
