import WatchKit

/// Seam over WKApplication.scheduleBackgroundRefresh so the scheduling policy can be tested.
protocol RefreshScheduling {
    func scheduleBackgroundRefresh(preferredDate: Date, completion: @escaping (Error?) -> Void)
}

extension WKApplication: RefreshScheduling {
    func scheduleBackgroundRefresh(preferredDate: Date, completion: @escaping (Error?) -> Void) {
        scheduleBackgroundRefresh(withPreferredDate: preferredDate, userInfo: nil, scheduledCompletion: completion)
    }
}
