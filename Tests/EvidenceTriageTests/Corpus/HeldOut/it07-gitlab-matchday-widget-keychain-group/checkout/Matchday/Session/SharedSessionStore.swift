import Foundation
import Security

enum AppGroup {
    static let keychainAccessGroup = "9QK4T2ZB7M.com.matchday.shared"
}

struct SharedSessionStore {
    enum Failure: Error, CustomStringConvertible {
        case keychain(OSStatus)
        var description: String {
            switch self {
            case .keychain(let s):
                return "keychain(OSStatus \(s): \(SecCopyErrorMessageString(s, nil) as String? ?? "?"))"
            }
        }
    }
    let accessGroup: String

    func save(token: String) throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: "matchday.session",
                                    kSecAttrAccessGroup as String: accessGroup,
                                    kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
                                    kSecValueData as String: Data(token.utf8)]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw Failure.keychain(status) }
    }
}
