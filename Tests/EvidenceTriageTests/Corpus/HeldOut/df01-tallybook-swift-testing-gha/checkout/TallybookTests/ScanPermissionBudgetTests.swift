import Foundation
import Testing
@testable import Tallybook

@Suite(.timeLimit(.minutes(1)))
struct ScanPermissionBudgetTests {
    @Test func budgetNilWaitsForUser() async throws {
        let delegate = ScanPermissionDelegate(budget: nil)
        let id = UUID()
        async let decision = delegate.deferPermission(id: id)
        try await awaitPendingCount(1, on: delegate)
        await delegate.resolve(id: id, with: .allow)
        #expect(await decision == .allow)
    }

    @Test func autoRejectsAfterBudget() async {
        let delegate = ScanPermissionDelegate(budget: .milliseconds(300))
        let decision = await delegate.deferPermission(id: UUID())
        #expect(decision == .autoRejected)
    }

    @Test func userResolveThenBudgetDoesNotDoubleFire() async throws {
        let delegate = ScanPermissionDelegate(budget: .milliseconds(250))
        let id = UUID()
        async let decision = delegate.deferPermission(id: id)
        try await awaitPendingCount(1, on: delegate)
        await delegate.resolve(id: id, with: .reject)
        try await Task.sleep(for: .milliseconds(400))
        #expect(await decision == .reject)
        #expect(await delegate.pendingSnapshot().isEmpty)
    }
}


// MARK: - Helpers

/// Polls the delegate until `count` requests are pending.
///
/// Gives up after a fixed two-second wall clock. The pending entry is
/// registered by the Task that suspends in `deferPermission`, so under a busy
/// cooperative pool the entry can appear later than this helper is willing
/// to wait.
private func awaitPendingCount(
    _ count: Int,
    on delegate: ScanPermissionDelegate,
    timeout: Duration = .seconds(2)
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if await delegate.pendingSnapshot().count == count { return }
        try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("Timed out waiting for \(count) pending permission entries")
}
