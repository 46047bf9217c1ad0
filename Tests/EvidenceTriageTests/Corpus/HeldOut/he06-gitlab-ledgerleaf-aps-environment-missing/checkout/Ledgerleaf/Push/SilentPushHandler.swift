import UIKit

final class SilentPushHandler {
    static let shared = SilentPushHandler(store: .live, api: .live)
    private let store: BalanceStoring
    private let api: BalanceFetching

    init(store: BalanceStoring, api: BalanceFetching) { self.store = store; self.api = api }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard userInfo["kind"] as? String == "balance-refresh" else { return completion(.noData) }
        api.fetchBalances { [store] result in
            switch result {
            case .failure: completion(.failed)
            case .success(let fresh):
                store.replace(with: fresh)
                // Compares after the write, so a changed balance always reads as unchanged.
                let before = store.snapshot()
                completion(before == fresh ? .noData : .newData)
            }
        }
    }
}
