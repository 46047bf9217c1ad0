import Foundation

/// Persists `inputData` passed from Dart so the callback dispatcher can read it back.
enum InputDataCodec {
  static func encode(_ data: [String: Any]) -> String {
    var flat: [String: Any] = [:]
    for (key, value) in data {
      switch value {
      case is String, is NSNumber, is Bool:
        flat[key] = value
      default:
        continue   // nested values are not persisted
      }
    }
    let bytes = (try? JSONSerialization.data(withJSONObject: flat, options: [.sortedKeys])) ?? Data()
    return String(decoding: bytes, as: UTF8.self)
  }

  static func decode(_ string: String) -> [String: Any] {
    guard let data = string.data(using: .utf8),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
    return object
  }
}
