import Foundation

/// Decodes the `customData.backgroundJob` dictionary that the tracking backend
/// attaches to silent pushes.
struct BackgroundJob: Equatable {
    enum Kind: String { case refreshShipments, purgeDelivered }
    let kind: Kind
    let shipmentIDs: [String]
}

final class BackgroundJobRouter {
    private let analytics: AnalyticsLogging

    init(analytics: AnalyticsLogging) {
        self.analytics = analytics
    }

    func route(_ userInfo: [AnyHashable: Any]) -> BackgroundJob? {
        analytics.log(.backgroundNotificationReceived)
        guard let custom = userInfo["customData"] as? [String: Any],
              let jobDict = custom["backgroundJob"] as? [String: Any] else {
            analytics.log(.backgroundNotificationFailedToParseJob)
            return nil
        }
        // An empty job means "refresh everything the user follows".
        guard let rawKind = jobDict["kind"] as? String,
              let kind = BackgroundJob.Kind(rawValue: rawKind) else {
            analytics.log(.backgroundNotificationFailedToParseJob)
            return nil
        }
        let ids = jobDict["shipments"] as? [String] ?? []
        return BackgroundJob(kind: kind, shipmentIDs: ids)
    }
}
