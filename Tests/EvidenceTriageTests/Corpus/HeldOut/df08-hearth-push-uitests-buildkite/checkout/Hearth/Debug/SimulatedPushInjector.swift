#if DEBUG
import Foundation
import UserNotifications

/// UI-test hook: `-simulatedPush <json>` makes the app behave as if the user had
/// tapped (or, with `-simulatedPushPresentation foreground`, received) a remote
/// notification. Modelled on the Detox approach: the payload is handed to the
/// notification router a fixed time after launch, assuming the app and the
/// system's notification plumbing have finished starting up by then.
enum SimulatedPushInjector {
    static let injectionDelay: TimeInterval = 2.0

    static func scheduleIfRequested(arguments: [String] = ProcessInfo.processInfo.arguments,
                                    router: NotificationRouter) {
        guard let index = arguments.firstIndex(of: "-simulatedPush"),
              arguments.indices.contains(index + 1),
              let data = arguments[index + 1].data(using: .utf8),
              let payload = try? JSONSerialization.jsonObject(with: data) as? [AnyHashable: Any]
        else { return }
        let foreground = arguments.contains("foreground")
        DispatchQueue.main.asyncAfter(deadline: .now() + injectionDelay) {
            if foreground {
                router.presentInForeground(payload)
            } else {
                router.open(payload)
            }
        }
    }
}
#endif
