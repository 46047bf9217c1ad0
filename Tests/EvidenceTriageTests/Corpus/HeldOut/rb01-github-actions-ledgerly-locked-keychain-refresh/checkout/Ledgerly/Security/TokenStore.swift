import Foundation
import Security

enum KeychainError: Error, Equatable {
    case osStatus(OSStatus)
}

protocol KeychainBackend: AnyObject {
    func add(_ attributes: [String: Any]) -> OSStatus
    func copyData(_ query: [String: Any]) -> (OSStatus, Data?)
    func delete(_ query: [String: Any]) -> OSStatus
}

final class TokenStore {
    enum Accessibility {
        case whenUnlocked
        case afterFirstUnlockThisDeviceOnly

        var secValue: CFString {
            switch self {
            case .whenUnlocked: return kSecAttrAccessibleWhenUnlocked
            case .afterFirstUnlockThisDeviceOnly: return kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            }
        }
    }

    private let backend: KeychainBackend
    private let service = "com.ledgerly.app.session"
    let accessibility: Accessibility

    init(backend: KeychainBackend, accessibility: Accessibility = .afterFirstUnlockThisDeviceOnly) {
        self.backend = backend
        self.accessibility = accessibility
    }

    private var baseQuery: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: "refreshToken"]
    }

    func save(refreshToken: String) throws {
        _ = backend.delete(baseQuery)
        var attributes = baseQuery
        attributes[kSecValueData as String] = Data(refreshToken.utf8)
        let status = backend.add(attributes)
        guard status == errSecSuccess else { throw KeychainError.osStatus(status) }
    }

    func refreshToken() throws -> String? {
        var query = baseQuery
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        let (status, data) = backend.copyData(query)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data else { throw KeychainError.osStatus(status) }
        return String(decoding: data, as: UTF8.self)
    }
}
