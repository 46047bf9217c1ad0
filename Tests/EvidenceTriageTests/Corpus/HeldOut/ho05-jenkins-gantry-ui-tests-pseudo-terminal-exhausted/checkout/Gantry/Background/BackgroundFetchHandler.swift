import UIKit

/// Pulls diary entries edited on other devices. iOS learns from the results we
/// report: claiming new data when nothing arrived costs us future fetch slots.
final class BackgroundFetchHandler {
    private let diary: SiteDiaryStore
    private let client: DiaryFetching

    init(diary: SiteDiaryStore, client: DiaryFetching) {
        self.diary = diary
        self.client = client
    }

    func refresh(completion: @escaping (UIBackgroundFetchResult) -> Void) {
        client.entries(since: diary.lastSyncToken) { result in
            switch result {
            case .failure:
                completion(.failed)
            case .success(let page):
                self.diary.merge(page.entries, token: page.nextToken)
                completion(.newData)
            }
        }
    }
}
