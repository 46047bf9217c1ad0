import Foundation

/// Sends each Live Activity's push token to the relay exactly once per token.
final class ActivityTokenUploader {
    private let client: RelayClient
    private var uploaded: Set<String> = []
    private let queue = DispatchQueue(label: "courtside.token-uploader")

    init(client: RelayClient) { self.client = client }

    func tokenChanged(activityID: String, token: Data) {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        queue.async {
            guard !self.uploaded.contains(hex) else { return }
            self.client.register(activityID: activityID, token: hex) { _ in
                self.uploaded.insert(hex)
            }
        }
    }
}
