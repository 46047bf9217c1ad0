import Foundation
import Testing
@testable import Ledgerlight

/// BalanceRefreshCoordinator owns one BGAppRefreshTask delivery at a time.
/// FakeRefreshTask stands in for the system task and records every
/// setTaskCompleted(success:) call; ControlledBalanceSync lets the test decide
/// when the sync produces its result. Nothing here waits for the scheduler.
struct RefreshDeliveryTests {
    static let taskID = "com.ledgerlight.app.balance-refresh"

    @Test func completionBeforeExpirationReportsSuccess() async throws {
        let task = FakeRefreshTask(identifier: Self.taskID)
        let sync = ControlledBalanceSync()
        let coordinator = BalanceRefreshCoordinator(sync: sync, recorder: .testing())

        coordinator.handle(task)
        await sync.finish(with: .success(accountsUpdated: 3))
        await task.waitForSettlement()

        #expect(task.completions == [true])
        #expect(await sync.persistedBeaconCount == 1)
    }

    @Test func expirationSettlesFailureExactlyOnce() async throws {
        let task = FakeRefreshTask(identifier: Self.taskID)
        let sync = ControlledBalanceSync()
        let coordinator = BalanceRefreshCoordinator(sync: sync, recorder: .testing())

        coordinator.handle(task)
        await sync.produceResultAndHold(.success(accountsUpdated: 3)) // child already has `true` in hand
        task.expire()                                                // system revokes the window
        await sync.release()
        await task.waitForSettlement(quietPeriod: .milliseconds(200))

        #expect(task.completions == [false])
        #expect(await sync.persistedBeaconCount == 0, "no success beacon after expiration")
    }

    @Test func replacementSettlesPreviousDelivery() async throws {
        let first = FakeRefreshTask(identifier: Self.taskID)
        let second = FakeRefreshTask(identifier: Self.taskID)
        let sync = ControlledBalanceSync()
        let coordinator = BalanceRefreshCoordinator(sync: sync, recorder: .testing())

        coordinator.handle(first)
        coordinator.handle(second)                                   // a new delivery replaces the first
        await sync.finish(with: .success(accountsUpdated: 1))
        await second.waitForSettlement()

        #expect(first.completions == [false], "a replaced delivery must still be completed, unsuccessfully")
        #expect(second.completions == [true])
    }

    @Test func failedSyncReportsFailure() async throws {
        let task = FakeRefreshTask(identifier: Self.taskID)
        let sync = ControlledBalanceSync()
        let coordinator = BalanceRefreshCoordinator(sync: sync, recorder: .testing())

        coordinator.handle(task)
        await sync.finish(with: .failure(.offline))
        await task.waitForSettlement()

        #expect(task.completions == [false])
    }
}
