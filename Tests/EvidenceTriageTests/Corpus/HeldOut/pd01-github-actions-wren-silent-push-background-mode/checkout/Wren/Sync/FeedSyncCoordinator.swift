import UIKit

final class FeedSyncCoordinator {
    static let shared = FeedSyncCoordinator(fetcher: LiveFeedFetcher())
    var onSyncFinishedForTesting: ((UIBackgroundFetchResult) -> Void)?
    private let fetcher: FeedFetching

    init(fetcher: FeedFetching) { self.fetcher = fetcher }

    func handleContentAvailablePush(_ userInfo: [AnyHashable: Any],
                                    completion: @escaping (UIBackgroundFetchResult) -> Void) {
        let count = fetcher.fetchNewItems()
        let result: UIBackgroundFetchResult = count > 0 ? .newData : .noData
        Log.sync.info("content-available sync finished items=\(count)")
        onSyncFinishedForTesting?(result)
        completion(result)
    }
}
