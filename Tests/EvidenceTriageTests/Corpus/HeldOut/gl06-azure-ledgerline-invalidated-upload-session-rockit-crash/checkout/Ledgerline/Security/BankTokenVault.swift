import Foundation
import Security

enum KeychainError: Error {
    case unhandled(status: OSStatus)
}

/// Holds the token for the user's linked bank account.
struct BankTokenVault {
    let service = "com.ledgerline.bank-link"

    func store(_ token: String, account: String) throws {
        let base: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                   kSecAttrService as String: service,
                                   kSecAttrAccount as String: account]
        SecItemDelete(base as CFDictionary)
        var add = base
        add[kSecValueData as String] = Data(token.utf8)
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(add as CFDictionary, nil)
        guard status == errSecSuccess else {
            let text = SecCopyErrorMessageString(status, nil) as String? ?? "?"
            NSLog("[vault] SecItemAdd failed: %d (%@)", status, text)
            throw KeychainError.unhandled(status: status)
        }
    }
}
