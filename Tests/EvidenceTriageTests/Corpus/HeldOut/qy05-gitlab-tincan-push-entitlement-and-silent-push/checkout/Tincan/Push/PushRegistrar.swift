import UIKit

final class PushRegistrar {
    static let shared = PushRegistrar()
    var onTokenUploaded: ((String) -> Void)?
    private let uploader = TokenUploader()

    func register(_ application: UIApplication = .shared) {
        application.registerForRemoteNotifications()
    }

    func didRegister(deviceToken: Data) {
        let hex = deviceToken.map { String(format: "%02x", $0) }.joined()
        uploader.upload(hex) { [weak self] in self?.onTokenUploaded?(hex) }
    }

    func didFail(_ error: Error) {
        NSLog("[Push] didFailToRegisterForRemoteNotificationsWithError: %@", String(describing: error))
    }
}
