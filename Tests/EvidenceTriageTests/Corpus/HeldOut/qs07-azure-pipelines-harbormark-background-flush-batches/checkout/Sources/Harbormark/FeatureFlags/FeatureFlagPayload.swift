import Foundation

enum FeatureFlagPayload {
    static func decode(_ raw: Any?) -> Any? {
        guard let string = raw as? String else { return raw }
        return string
    }
}
