import XCTest
@testable import Tallowby

final class EntitlementMapperTests: XCTestCase {
    func testIndividualPurchaseGrantsPlus() {
        let state = EntitlementMapper.map(productID: "tb.plus.monthly", ownership: .purchased, revoked: false)
        XCTAssertEqual(state, .plus)
    }

    func testFamilySharedGrantsPremium() {
        let state = EntitlementMapper.map(productID: "tb.plus.annual", ownership: .familyShared, revoked: false)
        XCTAssertEqual(state, .plus)
    }
}
