import XCTest
@testable import Parcelpost

/// Hands the expiring-activity callback to the test so it can fire expiry at will.
final class ManualExpiringActivity: ExpiringActivityInterface, @unchecked Sendable {
    private var callback: (@Sendable (Bool) -> Void)?
    let started = XCTestExpectation(description: "activity granted")

    func performExpiringActivity(withReason reason: String, using block: @escaping @Sendable (Bool) -> Void) {
        callback = block
        DispatchQueue.global().async {
            self.started.fulfill()
            block(false)
        }
    }

    func expire() { callback?(true) }
}

final class ExpiringActivityManagerTests: XCTestCase {
    func testWorkRunsWhileActivityIsGranted() async throws {
        let api = ManualExpiringActivity()
        let manager = ExpiringActivityManager(api: api)
        var ran = false
        try await manager.withExpiringActivity(reason: "test") { ran = true }
        XCTAssertTrue(ran)
    }

    func testExpiryCancelsRunningWork() async throws {
        let api = ManualExpiringActivity()
        let manager = ExpiringActivityManager(api: api)
        let task = Task {
            try await manager.withExpiringActivity(reason: "test") {
                try await Task.sleep(for: .seconds(30))
            }
        }
        await fulfillment(of: [api.started], timeout: 2)
        api.expire()
        await XCTAssertThrowsErrorAsync(try await task.value)
    }

    /// Regression test for the cancel-then-expire race: the caller cancels, the inner
    /// work throws CancellationError, then the system reports expiry.
    func testCancelThenExpiryResumesOnce() async throws {
        let api = ManualExpiringActivity()
        let manager = ExpiringActivityManager(api: api)
        let task = Task {
            try await manager.withExpiringActivity(reason: "test") {
                try await Task.sleep(for: .seconds(30))
            }
        }
        await fulfillment(of: [api.started], timeout: 2)
        task.cancel()
        try await Task.sleep(for: .milliseconds(50))
        api.expire()
        let result = await task.result
        XCTAssertThrowsError(try result.get())
    }
}
