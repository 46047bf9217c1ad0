import UIKit
import UserNotifications
import os

/// Asks APNs for a device token and publishes the outcome to the UI.
///
/// `registerForRemoteNotifications()` answers through the app delegate, with either
/// `didRegisterForRemoteNotificationsWithDeviceToken` or `didFailToRegisterForRemoteNotificationsWithError`.
final class PushRegistration: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
    enum State: Equatable {
        case idle
        case waitingForToken
        case registered(tokenPrefix: String)
        case failed(String)
    }

    private let log = Logger(subsystem: "org.tidewell.study", category: "Push")
    @Published private(set) var state: State = .idle

    @MainActor
    func register() async {
        let center = UNUserNotificationCenter.current()
        do {
            let granted = try await center.requestAuthorization(options: [.alert, .badge, .sound])
            log.info("notification authorization granted=\(granted, privacy: .public)")
            guard granted else {
                state = .failed("Notifications not allowed")
                return
            }
        } catch {
            state = .failed(error.localizedDescription)
            return
        }
        state = .waitingForToken
        log.info("registerForRemoteNotifications() requested; waiting for APNs callback")
        UIApplication.shared.registerForRemoteNotifications()
    }

    func didReceive(token: Data) {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        log.info("device token received (\(token.count, privacy: .public) bytes)")
        DispatchQueue.main.async { self.state = .registered(tokenPrefix: String(hex.prefix(8))) }
    }

    func didFail(error: Error) {
        log.error("remote notification registration failed: \(error.localizedDescription, privacy: .public)")
        DispatchQueue.main.async { self.state = .failed(error.localizedDescription) }
    }
}
