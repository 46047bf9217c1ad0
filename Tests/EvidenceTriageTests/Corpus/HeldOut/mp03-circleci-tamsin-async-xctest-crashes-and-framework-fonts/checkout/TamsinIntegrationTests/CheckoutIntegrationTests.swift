import XCTest
@testable import Tamsin

final class CheckoutIntegrationTests: XCTestCase {
    func testPurchaseUnlocksPro() async throws {
        let info = try await Store.shared.purchase(.proMonthly)
        XCTAssertTrue(info.entitlements["pro"]?.isActive == true, "entitlement not active yet")
    }
}
