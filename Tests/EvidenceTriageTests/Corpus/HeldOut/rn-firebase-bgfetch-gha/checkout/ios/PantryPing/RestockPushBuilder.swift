import Foundation
struct RestockPushBuilder {
  func apnsPayload(sku: String, count: Int) -> [String: Any] {
    // Mirrors the server template so the app can re-post it locally via notifee.
    ["aps": ["content_available": true, "sound": ""], "sku": sku, "count": count]
  }
}
