import XCTest
@testable import Fernleaf

final class CryptoTransactionTests: XCTestCase {
    func testTransactionReleasesLockOnReturn() async throws {
        let lock = InMemoryCrossProcessLock()
        let store = CryptoStore(lock: lock, lifecycle: FakeAppLifecycle())
        _ = try await store.transaction { 42 }
        XCTAssertFalse(lock.isHeld)
    }

    func testTransactionHeldAcrossBackgroundingIsReleased() async throws {
        // The app starts a transaction, then goes to the background and is suspended before it ends.
        // The notification extension must not find the lock held afterwards.
        let lock = InMemoryCrossProcessLock()
        let lifecycle = FakeAppLifecycle()
        let store = CryptoStore(lock: lock, lifecycle: lifecycle)

        let slow = Task { try await store.transaction { try await Task.sleep(for: .seconds(30)) } }
        try await Task.sleep(for: .milliseconds(50))
        lifecycle.send(.didEnterBackground)
        lifecycle.send(.willSuspend)

        XCTAssertFalse(lock.isHeld, "crypto store lock still held after the app was suspended")
        slow.cancel()
    }
}
