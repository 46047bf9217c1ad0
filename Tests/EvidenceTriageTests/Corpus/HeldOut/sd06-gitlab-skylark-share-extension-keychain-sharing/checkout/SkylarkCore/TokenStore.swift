import Foundation
import Security

public enum TokenStore {
    // Keychain item written by the app at sign-in; the share extension reads it to call the API
    public static let service = "com.skylark.session"
    public static let accessGroup = "QW8E3R5T2Y.com.skylark.shared"

    public static func readToken() -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccessGroup as String: accessGroup,
            kSecReturnData as String: true,
        ]
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        guard status == errSecSuccess, let data = out as? Data else {
            ShareLog.error("token read failed: \(status)")
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}
