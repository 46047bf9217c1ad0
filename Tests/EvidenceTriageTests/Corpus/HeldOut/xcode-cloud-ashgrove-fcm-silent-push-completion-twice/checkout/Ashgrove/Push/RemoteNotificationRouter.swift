import UIKit

/// Fans a `content-available` push out to Firebase Messaging and the rota sync,
/// and answers UIKit once both are done.
final class RemoteNotificationRouter {
    private let messaging: MessagingForwarding
    private let rota: RotaSyncing

    init(messaging: MessagingForwarding, rota: RotaSyncing) {
        self.messaging = messaging
        self.rota = rota
    }

    func route(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let aps = userInfo["aps"] as? [String: Any], aps["content-available"] as? Int == 1 else {
            completion(.noData)
            return
        }
        let group = DispatchGroup()
        var results: [UIBackgroundFetchResult] = []
        group.enter()
        messaging.appDidReceiveMessage(userInfo) { result in
            results.append(result)
            completion(result)
            group.leave()
        }
        group.enter()
        rota.syncIfNeeded(userInfo) { result in
            results.append(result)
            group.leave()
        }
        group.notify(queue: .main) {
            completion(results.contains(.newData) ? .newData : .noData)
        }
    }
}
