import Foundation
enum PushPayloadMapper {
  static func apns(from data: [String: Any]) -> [String: Any] {
    var out = data
    if let flag = data["content_available"] as? Bool, flag {
      out["content_available"] = 1      // BUG: APNs key is "content-available"
    }
    return out
  }
}
