import UIKit

/// Routes `content-available: 1` pushes delivered to
/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
/// Every path must end by calling `completion` exactly once: iOS throttles silent-push
/// wakeups for apps that leave the fetch completion handler uncalled.
final class SilentPushRouter {
    typealias Completion = (UIBackgroundFetchResult) -> Void

    private let tracking: TrackingRefreshing
    private let badge: BadgeResetting

    init(tracking: TrackingRefreshing, badge: BadgeResetting) {
        self.tracking = tracking
        self.badge = badge
    }

    func route(_ userInfo: [AnyHashable: Any], completion: @escaping Completion) {
        guard let type = userInfo["type"] as? String else {
            completion(.noData)
            return
        }

        switch type {
        case "shipment.updated":
            guard let id = userInfo["shipment_id"] as? String else {
                completion(.failed)
                return
            }
            tracking.refresh(shipmentID: id) { changed in
                completion(changed ? .newData : .noData)
            }
        case "shipment.delivered":
            guard let id = userInfo["shipment_id"] as? String else {
                completion(.failed)
                return
            }
            tracking.markDelivered(shipmentID: id)
            completion(.newData)
        case "badge.reset":
            badge.reset()
            completion(.noData)
        default:
            // Unknown types come from newer server builds; nothing to do yet.
            return
        }
    }
}

protocol TrackingRefreshing {
    func refresh(shipmentID: String, completion: @escaping (Bool) -> Void)
    func markDelivered(shipmentID: String)
}

protocol BadgeResetting {
    func reset()
}
