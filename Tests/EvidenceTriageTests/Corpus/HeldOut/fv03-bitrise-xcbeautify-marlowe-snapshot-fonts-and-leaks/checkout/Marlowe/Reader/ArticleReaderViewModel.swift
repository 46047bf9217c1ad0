import Foundation

final class ArticleReaderViewModel {
    let article: Article
    private let store: ReadingProgressStore
    var onProgressChange: ((Double) -> Void)?
    private var timer: Timer?

    init(article: Article, store: ReadingProgressStore) {
        self.article = article
        self.store = store
    }

    func start() {
        onProgressChange?(store.progress(for: article.id))
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.onProgressChange?(self.store.progress(for: self.article.id))
        }
    }

    deinit { timer?.invalidate() }
}
