import Foundation

/// Process-wide wallet state. `synchronizer` exists only after the user unlocks the wallet:
/// the seed is read from the keychain with user presence, so a cold background launch has none.
final class WalletEnvironment {
    static let shared = WalletEnvironment()

    private(set) var state: WalletState = .locked
    var synchronizer: Synchronizer!

    func initialize(unlocking seed: Seed, endpoint: LightwalletEndpoint = .mainnet) throws {
        synchronizer = try Synchronizer(seed: seed, endpoint: endpoint)
        state = .unlocked
    }

    func lock() {
        synchronizer?.stop()
        synchronizer = nil
        state = .locked
    }
}
