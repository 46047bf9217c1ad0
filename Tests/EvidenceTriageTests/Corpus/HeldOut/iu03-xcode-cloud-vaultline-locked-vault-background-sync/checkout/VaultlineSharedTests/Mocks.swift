import BackgroundTasks
import Foundation
import Security
@testable import VaultlineShared

final class MockVaultClient: VaultClient, @unchecked Sendable {
    var locked = false
    var isLocked: Bool { get async { locked } }
    private(set) var orgKeysInitialized = 0

    func initializeOrgCrypto(orgKeys: [String: String]) async throws {
        if locked {
            throw VaultSdkError.vaultLocked(message: "The client vault is locked and needs to be unlocked before use.")
        }
        orgKeysInitialized += 1
    }

    func store(ciphers: [CipherDetails]) async throws {}
}

enum VaultSdkError: Error, Equatable {
    case vaultLocked(message: String)
}

/// In-memory keychain that honours kSecAttrAccessible while the device is locked.
final class MockKeychainService: KeychainService, @unchecked Sendable {
    var deviceLocked = false
    private var items: [String: (data: Data, accessible: CFString)] = [:]

    func add(_ attributes: [String: Any]) throws {
        let account = attributes[kSecAttrAccount as String] as! String
        items[account] = (attributes[kSecValueData as String] as! Data, attributes[kSecAttrAccessible as String] as! CFString)
    }

    func search(_ query: [String: Any]) throws -> Data? {
        let account = query[kSecAttrAccount as String] as! String
        guard let item = items[account] else { return nil }
        let availableWhileLocked = item.accessible == kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            || item.accessible == kSecAttrAccessibleAfterFirstUnlock
        if deviceLocked && !availableWhileLocked {
            throw KeychainServiceError.osStatusError(errSecInteractionNotAllowed) // -25308
        }
        return item.data
    }
}

final class MockTask: BackgroundTaskProtocol {
    let identifier = BackgroundRefreshHandler.identifier
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

final class MockBackgroundTaskScheduler: BackgroundTaskSchedulerProtocol {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

struct StubSyncAPI: SyncAPIService {
    var response = SyncResponse(ciphers: [.fixture()], organizationKeys: ["org-1": "2.kGa0pZ0x7jQ=|..."])
    func getSync() async throws -> SyncResponse { response }
}
