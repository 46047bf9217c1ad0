import XCTest
@testable import Pinecone

private final class CountingSyncService: SyncService {
    private(set) var calls = 0
    var delay: UInt64 = 50_000_000

    func syncAll(reason: SyncReason) async throws -> SyncReport {
        calls += 1
        try await Task.sleep(nanoseconds: delay)
        return SyncReport(accounts: 2, transactions: 31)
    }
}

final class SyncCoordinatorTests: XCTestCase {
    func testCoalescesOverlappingRuns() async throws {
        let service = CountingSyncService()
        let coordinator = SyncCoordinator(service: service)

        async let first = coordinator.sync(reason: .background)
        async let second = coordinator.sync(reason: .pullToRefresh)
        let reports = try await [first, second]

        XCTAssertEqual(reports.map(\.transactions), [31, 31])
        XCTAssertEqual(service.calls, 1)
    }

    func testSequentialRunsEachSync() async throws {
        let service = CountingSyncService()
        let coordinator = SyncCoordinator(service: service)

        _ = try await coordinator.sync(reason: .background)
        _ = try await coordinator.sync(reason: .background)

        XCTAssertEqual(service.calls, 2)
    }
}
