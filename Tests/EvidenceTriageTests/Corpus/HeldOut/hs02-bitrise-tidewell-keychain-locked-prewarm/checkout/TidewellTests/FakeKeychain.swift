import Foundation
@testable import Tidewell

/// In-memory keychain. `readError` reproduces what SecItemCopyMatching returns for a
/// kSecAttrAccessibleWhenUnlocked item while the device is locked (errSecInteractionNotAllowed).
final class FakeKeychain: KeychainAccessing, @unchecked Sendable {
    private(set) var items: [String: Data]
    private let readError: KeychainError?

    init(items: [String: Data], readError: KeychainError? = nil) {
        self.items = items
        self.readError = readError
    }

    func set(_ data: Data, account: String, accessible: CFString) throws { items[account] = data }

    func data(account: String) throws -> Data? {
        if let readError { throw readError }
        return items[account]
    }

    func attributes(account: String) throws -> [String: Any]? {
        if let readError { throw readError }
        return items[account].map { _ in [:] }
    }

    func delete(account: String) throws { items[account] = nil }
}
