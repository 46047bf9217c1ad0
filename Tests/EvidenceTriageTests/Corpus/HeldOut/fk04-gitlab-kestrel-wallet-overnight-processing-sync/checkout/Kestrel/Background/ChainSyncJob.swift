import Foundation

struct NetworkPathSnapshot: Equatable {
    enum Status { case satisfied, unsatisfied, requiresConnection }
    var status: Status
    var usesWiFi: Bool
    var isExpensive: Bool
    var isConstrained: Bool
}

protocol NetworkPathProviding {
    func currentPath() -> NetworkPathSnapshot
}

protocol CompactBlockSyncing {
    func syncToTip(cancellation: CancellationFlag) async throws -> Int
}

final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }
    func cancel() { lock.lock(); cancelled = true; lock.unlock() }
}

/// Runs inside the BGProcessingTask. The system launches it whenever *any* network is
/// available (requiresNetworkConnectivity cannot say "Wi-Fi"), so the job itself must
/// check the path and defer when the user asked for Wi-Fi only.
final class ChainSyncJob {
    enum Outcome: Equatable {
        case synced(blocks: Int)
        case deferred(Reason)
        enum Reason: Equatable { case noNetwork, notOnWiFi, cancelled }
    }

    private let path: NetworkPathProviding
    private let synchronizer: CompactBlockSyncing
    private let wifiOnly: () -> Bool
    let cancellation = CancellationFlag()

    init(path: NetworkPathProviding, synchronizer: CompactBlockSyncing, wifiOnly: @escaping () -> Bool) {
        self.path = path
        self.synchronizer = synchronizer
        self.wifiOnly = wifiOnly
    }

    func run() async throws -> Outcome {
        let snapshot = path.currentPath()
        guard snapshot.status == .satisfied else { return .deferred(.noNetwork) }
        if wifiOnly() && snapshot.isConstrained {
            return .deferred(.notOnWiFi)
        }
        let blocks = try await synchronizer.syncToTip(cancellation: cancellation)
        return cancellation.isCancelled ? .deferred(.cancelled) : .synced(blocks: blocks)
    }

    func cancel() { cancellation.cancel() }
}
