import UIKit

/// Owns the APNs registration. The device token is uploaded so the backend can
/// send content-available pushes when a sailing is delayed or cancelled.
final class PushRegistrar {
    static let shared = PushRegistrar()

    private(set) var token: Data?
    var onToken: ((Data) -> Void)?
    private let tokenArrived = DispatchSemaphore(value: 0)

    func register() {
        DispatchQueue.main.async { UIApplication.shared.registerForRemoteNotifications() }
    }

    func didRegister(token: Data) {
        self.token = token
        NSLog("[Push] registered, token %@", token.map { String(format: "%02x", $0) }.joined().prefix(8) + "…")
        onToken?(token)
        tokenArrived.signal()
    }

    func didFail(error: Error) {
        NSLog("[Push] registerForRemoteNotifications failed: %@", error as NSError)
    }

    func waitForToken(timeout: TimeInterval) -> Data? {
        if let token { return token }
        _ = tokenArrived.wait(timeout: .now() + timeout)
        return token
    }
}
