import Foundation

/// Builds the APNs payload our ops console sends for shipment photos.
enum RichPushPayload {
    static func shipmentPhoto(title: String, body: String, imageURL: URL) -> [String: Any] {
        [
            "aps": ["alert": ["title": title, "body": body], "mutable-content": 1],
            // Provider SDK renders `ios_attachments` itself; it also suppresses our extension.
            "ios_attachments": ["photo": imageURL.absoluteString],
        ]
    }
}
