import Foundation

/// Shared with the order-events service, which sends the real APNs payloads.
public struct RichPayloadBuilder {
    public init() {}

    public func orderShipped(orderID: String, photoURL: URL?) -> [String: Any] {
        var aps: [String: Any] = [
            "alert": ["title": "Cartwheel", "body": "Your Cartwheel order is on the way"],
            "sound": "default",
        ]
        if photoURL != nil {
            // Wakes the app so it can prefetch the photo for the order screen.
            aps["content-available"] = 1
        }
        var payload: [String: Any] = ["aps": aps, "cw": ["order": orderID]]
        if let photoURL { payload["cw"] = ["order": orderID, "photo": photoURL.absoluteString] }
        return payload
    }
}
