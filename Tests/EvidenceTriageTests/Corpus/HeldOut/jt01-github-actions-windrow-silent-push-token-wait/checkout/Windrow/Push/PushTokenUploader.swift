import Foundation

final class PushTokenUploader {
    static let shared = PushTokenUploader(client: APIClient.shared)
    static let didUploadToken = Notification.Name("PushTokenUploader.didUploadToken")

    private let client: APIClient
    private(set) var lastUploadedToken: String?

    init(client: APIClient) { self.client = client }

    func upload(_ token: Data) {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        client.put("/v2/devices/current/push-token", body: ["token": hex, "sandbox": true]) { [weak self] result in
            guard case .success = result else { return }
            self?.lastUploadedToken = hex
            NotificationCenter.default.post(name: Self.didUploadToken, object: hex)
        }
    }
}
