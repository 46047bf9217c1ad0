import Foundation

/// Passcode / lock settings persisted in the keychain so they survive reinstall.
public struct AuthenticationKeychainInfo: Codable, Equatable {
    public var passcodeHash: String?
    public var requiredInterval: TimeInterval?
    public var lockOutInterval: TimeInterval?
    public var failedAttempts: Int

    public init(passcodeHash: String? = nil,
                requiredInterval: TimeInterval? = nil,
                lockOutInterval: TimeInterval? = nil,
                failedAttempts: Int = 0) {
        self.passcodeHash = passcodeHash
        self.requiredInterval = requiredInterval
        self.lockOutInterval = lockOutInterval
        self.failedAttempts = failedAttempts
    }

    static let account = "sync.auth"

    public static func load(from store: KeychainStore = .shared) -> AuthenticationKeychainInfo? {
        guard let data = store.data(for: account) else { return nil }
        return try? JSONDecoder().decode(AuthenticationKeychainInfo.self, from: data)
    }

    public func save(to store: KeychainStore = .shared) -> Bool {
        guard let data = try? JSONEncoder().encode(self) else { return false }
        return store.set(data, for: Self.account)
    }
}
