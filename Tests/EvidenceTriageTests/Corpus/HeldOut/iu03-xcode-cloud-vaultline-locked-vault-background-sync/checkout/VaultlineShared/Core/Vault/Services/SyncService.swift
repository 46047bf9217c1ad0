import Foundation

public enum SyncTrigger: Sendable {
    case foreground, push, backgroundRefresh
}

public protocol VaultClient: Sendable {
    var isLocked: Bool { get async }
    func initializeOrgCrypto(orgKeys: [String: String]) async throws
    func store(ciphers: [CipherDetails]) async throws
}

public struct SyncResponse: Sendable {
    public var ciphers: [CipherDetails]
    public var organizationKeys: [String: String]
}

public protocol SyncAPIService: Sendable {
    func getSync() async throws -> SyncResponse
}

public final class SyncService: @unchecked Sendable {
    private let api: SyncAPIService
    private let vaultClient: VaultClient
    private let cipherStore: CipherStore

    public init(api: SyncAPIService, vaultClient: VaultClient, cipherStore: CipherStore) {
        self.api = api
        self.vaultClient = vaultClient
        self.cipherStore = cipherStore
    }

    public func fetchSync(trigger: SyncTrigger) async throws {
        let response = try await api.getSync()
        // Encrypted ciphers can be stored while locked; they are decrypted on unlock.
        try await cipherStore.replaceCiphers(response.ciphers)
        // Organization keys are handed to the vault SDK after every sync.
        try await vaultClient.initializeOrgCrypto(orgKeys: response.organizationKeys)
    }
}
