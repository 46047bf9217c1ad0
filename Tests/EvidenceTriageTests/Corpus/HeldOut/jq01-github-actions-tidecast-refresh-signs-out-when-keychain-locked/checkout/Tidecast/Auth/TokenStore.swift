import Foundation
import Security

/// Reads the sync token that FeedRefresher sends with every request.
struct TokenStore {
    enum Error: Swift.Error, Equatable {
        case missing
        case unreadable(OSStatus)
    }

    var service = "com.tidecast.ios.sync"
    var copyMatching: (CFDictionary, UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus = SecItemCopyMatching

    func syncToken() throws -> String {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        let status = copyMatching(query as CFDictionary, &item)
        switch status {
        case errSecSuccess:
            guard let data = item as? Data, let token = String(data: data, encoding: .utf8) else { throw Error.missing }
            return token
        case errSecItemNotFound:
            throw Error.missing
        default:
            // errSecInteractionNotAllowed (-25308) while the device is locked lands here.
            throw Error.unreadable(status)
        }
    }
}
