import UIKit

/// Registers for remote notifications; ride-status pushes are silent (content-available) and drive a sync.
final class PushRegistrar {
    static let shared = PushRegistrar()
    private(set) var deviceToken: String?
    private(set) var lastError: Error?
    var onResult: (() -> Void)?

    func register() {
        UIApplication.shared.registerForRemoteNotifications()
    }

    func didRegister(token: Data) {
        deviceToken = token.map { String(format: "%02x", $0) }.joined()
        onResult?()
    }

    func didFail(_ error: Error) {
        print("[Push] didFailToRegisterForRemoteNotificationsWithError: \(error)")
        lastError = error
        onResult?()
    }
}
