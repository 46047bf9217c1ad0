import Combine
import Foundation

final class WalletEnvironment: ObservableObject {
    enum WalletError: Error, Equatable {
        case createFailed
        case maxRetriesReached(attempts: Int)
    }

    @Published private(set) var state: WalletState = .uninitialized
    let synchronizer: CombineSynchronizer

    private init(synchronizer: CombineSynchronizer) {
        self.synchronizer = synchronizer
    }

    /// Built by `SceneDelegate` when the first scene connects.
    static func bootstrap(synchronizer: CombineSynchronizer = .live()) {
        guard _shared == nil else { return }
        _shared = WalletEnvironment(synchronizer: synchronizer)
    }

    static func resetForTesting() {
        _shared = nil
    }

    private static var _shared: WalletEnvironment?

    // app can't live without this existing.
    static var shared: WalletEnvironment! {
        _shared
    }
}

enum WalletState {
    case uninitialized, initialized, syncing, synced
}
