import XCTest
@testable import Saltgrass

final class OfferingsIntegrationTests: StoreKitConfigTestCase {
    func testCurrentOfferingHasMonthlyAndAnnual() async throws {
        let offerings = try await Store.shared.offerings()
        let ids = offerings.current?.availablePackages.map(\.storeProduct.productIdentifier)
        XCTAssertEqual(Set(ids ?? []), ["sg_monthly_799", "sg_annual_5999"])
    }

    func testPurchaseAnnualUnlocksPremium() async throws {
        let offerings = try await Store.shared.offerings()
        let annual = try XCTUnwrap(offerings.current?.annual)
        let info = try await Store.shared.purchase(package: annual)
        XCTAssertEqual(info.entitlements["premium"]?.isActive, true)
    }
}
