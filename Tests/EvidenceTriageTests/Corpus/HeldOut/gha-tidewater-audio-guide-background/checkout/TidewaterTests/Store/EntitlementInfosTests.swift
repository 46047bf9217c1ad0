import XCTest
@testable import Tidewater

final class EntitlementInfosTests: XCTestCase {

    func testExpiredEntitlementIsInactive() throws {
        let infos = try EntitlementInfos(json: Fixtures.json("customer-info-expired"))
        let member = infos["tidewater_member"]!
        XCTAssertFalse(member.isActive)
    }
}
