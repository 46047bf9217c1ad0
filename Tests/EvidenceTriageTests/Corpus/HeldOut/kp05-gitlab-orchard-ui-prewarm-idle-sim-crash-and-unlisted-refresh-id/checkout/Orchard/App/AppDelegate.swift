import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let orderStatusRefreshID = "com.orchardgrocer.app.order-status-refresh"
    static let deliveryWindowRefreshID = "com.orchardgrocer.app.delivery-window-refresh"
    private(set) static var registeredIDs: Set<String> = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        register(Self.orderStatusRefreshID) { OrderStatusRefresh.handle($0 as! BGAppRefreshTask) }
        // New in 7.4: refresh the delivery-window picker before the evening slot release.
        register(Self.deliveryWindowRefreshID) { DeliveryWindowRefresh.handle($0 as! BGAppRefreshTask) }
        return true
    }

    private func register(_ id: String, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        NSLog("[BG] register %@ returned %@", id, ok ? "true" : "false")
        if ok { Self.registeredIDs.insert(id) }
        DiagnosticsRecorder.shared.record(identifier: id, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
    }
}
