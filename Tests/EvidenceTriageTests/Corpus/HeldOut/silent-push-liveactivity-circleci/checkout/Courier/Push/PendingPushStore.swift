import UIKit

final class PendingPushStore {
    private var launchNotification: [AnyHashable: Any]?

    func receive(_ userInfo: [AnyHashable: Any], state: UIApplication.State) {
        guard state != .active else { NotificationCenter.default.post(name: .courierPush, object: userInfo); return }
        launchNotification = userInfo
    }

    func drainOnActivate() -> [[AnyHashable: Any]] {
        defer { launchNotification = nil }
        return launchNotification.map { [$0] } ?? []
    }
}
