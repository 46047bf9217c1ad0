import XCTest
@testable import Kestrel

final class ChainSyncJobTests: XCTestCase {
    private struct FixedPath: NetworkPathProviding {
        let snapshot: NetworkPathSnapshot
        func currentPath() -> NetworkPathSnapshot { snapshot }
    }

    private final class CountingSynchronizer: CompactBlockSyncing {
        private(set) var calls = 0
        var blocks = 120
        func syncToTip(cancellation: CancellationFlag) async throws -> Int { calls += 1; return blocks }
    }

    private static let wifi = NetworkPathSnapshot(status: .satisfied, usesWiFi: true, isExpensive: false, isConstrained: false)
    private static let cellular = NetworkPathSnapshot(status: .satisfied, usesWiFi: false, isExpensive: true, isConstrained: false)
    private static let offline = NetworkPathSnapshot(status: .unsatisfied, usesWiFi: false, isExpensive: false, isConstrained: false)

    func testSyncsOnWiFi() async throws {
        let sync = CountingSynchronizer()
        let job = ChainSyncJob(path: FixedPath(snapshot: Self.wifi), synchronizer: sync, wifiOnly: { true })
        let outcome = try await job.run()
        XCTAssertEqual(outcome, .synced(blocks: 120))
    }

    func testDefersWithoutNetwork() async throws {
        let sync = CountingSynchronizer()
        let job = ChainSyncJob(path: FixedPath(snapshot: Self.offline), synchronizer: sync, wifiOnly: { true })
        let outcome = try await job.run()
        XCTAssertEqual(outcome, .deferred(.noNetwork))
        XCTAssertEqual(sync.calls, 0)
    }

    /// BGProcessingTask's requiresNetworkConnectivity is satisfied by cellular too: the system
    /// will launch us on LTE. With "Wi-Fi only" on, the job must not download blocks.
    func testDefersWhenOnlyCellularIsAvailable() async throws {
        let sync = CountingSynchronizer()
        let job = ChainSyncJob(path: FixedPath(snapshot: Self.cellular), synchronizer: sync, wifiOnly: { true })
        let outcome = try await job.run()
        XCTAssertEqual(outcome, .deferred(.notOnWiFi))
        XCTAssertEqual(sync.calls, 0, "compact blocks were downloaded over cellular")
    }

    func testCellularAllowedWhenWiFiOnlyIsOff() async throws {
        let sync = CountingSynchronizer()
        let job = ChainSyncJob(path: FixedPath(snapshot: Self.cellular), synchronizer: sync, wifiOnly: { false })
        let outcome = try await job.run()
        XCTAssertEqual(outcome, .synced(blocks: 120))
    }
}
