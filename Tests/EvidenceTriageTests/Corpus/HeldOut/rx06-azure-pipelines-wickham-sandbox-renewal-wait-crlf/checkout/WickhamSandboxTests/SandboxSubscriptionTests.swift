import XCTest
import SwiftyStoreKit
@testable import Wickham

/// Device-lab suite: runs with a sandbox tester signed in on the device.
/// Sandbox monthly subscriptions last 5 minutes.
final class SandboxSubscriptionTests: XCTestCase {
    let verifier = SubscriptionVerifier(productID: "com.wickham.listen.monthly")

    func testMonthlyPurchaseIsActive() async throws {
        try await PurchaseDriver.buy("com.wickham.listen.monthly")
        let status = try await verifier.verify()
        XCTAssertTrue(status.isPurchased)
    }

    func testMonthlySubscriptionRenewsInSandbox() async throws {
        let first = try await verifier.verify()
        let expiry = try XCTUnwrap(first.expiryDate)
        // wait past the 5-minute sandbox period plus a 30 s margin
        try await Task.sleep(nanoseconds: UInt64(max(0, expiry.timeIntervalSinceNow) + 30) * 1_000_000_000)
        let renewed = try await verifier.verify()
        XCTAssertTrue(renewed.isPurchased, "status after expiry: \(renewed)")
    }
}
