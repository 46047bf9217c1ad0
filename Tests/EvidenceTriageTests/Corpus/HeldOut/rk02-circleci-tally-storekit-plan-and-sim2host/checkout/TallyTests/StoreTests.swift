import XCTest
import StoreKit
@testable import Tally

@MainActor
final class StoreTests: XCTestCase {
    func testLoadsMonthlyAndYearlyProducts() async throws {
        let store = ProductStore()
        try await store.load()
        XCTAssertEqual(store.products.count, 2, "products: \(store.products.map(\.id))")
    }

    func testIntroOfferIsFreeWeek() async throws {
        let store = ProductStore()
        try await store.load()
        let monthly = try XCTUnwrap(store.products.first { $0.id.hasSuffix(".monthly") })
        XCTAssertEqual(monthly.subscription?.introductoryOffer?.paymentMode, .freeTrial)
    }
}
