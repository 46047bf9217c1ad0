import Foundation
import RealmSwift

protocol ArticleBodyFetching {
    func fetchBody(for url: String) async throws -> Data
}

/// Work behind the `com.larkspur.app.offline-download` processing task:
/// download the bodies of queued articles so they can be read offline.
final class OfflineDownloadJob {
    private let store: ArticleStore
    private let fetcher: ArticleBodyFetching
    private let bodiesDirectory: URL

    init(store: ArticleStore, fetcher: ArticleBodyFetching, bodiesDirectory: URL) {
        self.store = store
        self.fetcher = fetcher
        self.bodiesDirectory = bodiesDirectory
    }

    @discardableResult
    func run() async throws -> Int {
        let realm: Realm
        do {
            realm = try store.open()
        } catch {
            print("[OfflineDownloadJob] could not open store: \(error.localizedDescription)")
            throw error
        }
        let queued = Array(realm.objects(DownloadQueueEntry.self).map(\.articleID))
        var saved = 0
        for id in queued {
            try Task.checkCancellation()
            guard let article = realm.object(ofType: Article.self, forPrimaryKey: id) else { continue }
            let body = try await fetcher.fetchBody(for: article.url)
            let path = bodiesDirectory.appendingPathComponent("\(id).html")
            try body.write(to: path, options: .atomic)
            try realm.write {
                article.bodyPath = path.lastPathComponent
                article.isDownloaded = true
                if let entry = realm.object(ofType: DownloadQueueEntry.self, forPrimaryKey: id) {
                    realm.delete(entry)
                }
            }
            saved += 1
        }
        return saved
    }
}
