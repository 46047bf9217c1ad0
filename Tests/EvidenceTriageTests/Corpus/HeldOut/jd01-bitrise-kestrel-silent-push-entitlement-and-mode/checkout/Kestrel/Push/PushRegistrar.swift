import Foundation

final class PushRegistrar {
    static let shared = PushRegistrar()

    private(set) var deviceToken: String?
    private(set) var lastError: Error?
    var onChange: (() -> Void)?

    func didRegister(token: Data) {
        deviceToken = token.map { String(format: "%02x", $0) }.joined()
        lastError = nil
        KestrelLog.push.info("APNs registration succeeded (\(token.count) bytes)")
        onChange?()
    }

    func didFail(error: Error) {
        lastError = error
        KestrelLog.push.error("didFailToRegisterForRemoteNotificationsWithError: \(String(describing: error), privacy: .public)")
        onChange?()
    }
}
