import BackgroundTasks
import CoreData

protocol AppRefreshTasking: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: AppRefreshTasking {}

/// Work behind com.orchard.stock.price-refresh (BGAppRefreshTask).
struct PriceRefreshJob {
    var prices: PriceFeed
    var store: PriceStore

    func handle(_ task: AppRefreshTasking) {
        prices.latest { result in
            guard case .success(let list) = result else { return task.setTaskCompleted(success: false) }
            // saveAsync hops to the store's own queue and returns immediately.
            store.saveAsync(list)
            task.setTaskCompleted(success: true)
        }
    }
}
