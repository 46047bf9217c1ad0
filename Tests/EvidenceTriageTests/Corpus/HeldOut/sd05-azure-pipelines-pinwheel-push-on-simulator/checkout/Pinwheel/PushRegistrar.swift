import UIKit
import UserNotifications

final class PushRegistrar: NSObject {
    static let shared = PushRegistrar()
    private(set) var uploadedToken: String?

    func registerAndUpload(deviceName: String) async throws {
        let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound])
        NSLog("[Push] authorization granted=%d", granted)
        await MainActor.run { UIApplication.shared.registerForRemoteNotifications() }
    }

    func didRegister(deviceToken: Data) {
        uploadedToken = deviceToken.map { String(format: "%02x", $0) }.joined()
        NSLog("[Push] registered token=%@", String(uploadedToken?.suffix(8) ?? ""))
    }

    func didFail(error: Error) {
        NSLog("[Push] registration failed: %@", error as NSError)
    }
}
