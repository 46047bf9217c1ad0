import XCTest
@testable import KeelAuth

final class VaultTimeoutServiceTests: XCTestCase {
    func testAppBackgroundedSetsLastActiveTime() async throws {
        let timeout = MockVaultTimeoutService()
        let processor = AppProcessor(vaultTimeoutService: timeout, clock: FixedClock(at: "2026-08-13T09:00:00Z"))
        processor.appDidEnterBackground()           // posts to a background queue
        try await waitForAsync { timeout.lastActiveTime != nil }
        XCTAssertEqual(timeout.lastActiveTime?.iso8601, "2026-08-13T09:00:00Z")
    }
}
