import UIKit

/// Fans a silent push out to subscribers and aggregates their fetch results.
@MainActor
final class PushSubscriberManager {
    static let shared = PushSubscriberManager()
    var subscribers: [PushSubscriber] = []

    func didReceive(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        var newData = 0, failed = 0, left = subscribers.count
        for subscriber in subscribers {
            // subscribers call back on their own queues
            subscriber.handle(userInfo) { result in
                if result == .newData { newData += 1 } else if result == .failed { failed += 1 }
                left -= 1
                if left == 0 { completion(newData > 0 ? .newData : (failed > 0 ? .failed : .noData)) }
            }
        }
    }
}
