import BackgroundTasks

/// One app-refresh launch runs both jobs: the market price check and the order-status fetch.
/// Each job has its own guard (rate limits, sign-in) and may decline to call the API.
public final class CombinedRefreshHandler {
    private let priceCheck: RefreshJob
    private let orderFetch: RefreshJob

    public init(priceCheck: RefreshJob, orderFetch: RefreshJob) {
        self.priceCheck = priceCheck
        self.orderFetch = orderFetch
    }

    public func run(completion: @escaping (Bool) -> Void) {
        priceCheck.run { priceOK in
            guard priceOK else {
                completion(false)
                return
            }
            self.orderFetch.run { fetchOK in
                completion(fetchOK)
            }
        }
    }
}
