import XCTest
import RevenueCat
@testable import Pennant

final class AccountResetTests: XCTestCase {
    func testSignOutClearsHabitCache() {
        HabitStore.shared.cache(["h1": 3])
        AccountReset.signOut()
        XCTAssertTrue(HabitStore.shared.cachedStreaks.isEmpty)
    }

    func testSignOutKeepsEntitlementCache() async throws {
        _ = try await Purchases.shared.customerInfo()
        AccountReset.signOut()
        let info = try await Purchases.shared.customerInfo()
        XCTAssertNotNil(info.entitlements["plus"])
    }
}
