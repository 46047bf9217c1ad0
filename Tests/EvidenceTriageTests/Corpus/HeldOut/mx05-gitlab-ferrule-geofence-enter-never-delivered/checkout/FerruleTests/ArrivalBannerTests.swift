import XCTest
@testable import Ferrule

final class ArrivalBannerTests: XCTestCase {

    func testBannerUsesSiteShortName() {
        XCTAssertEqual(ArrivalBanner(site: .fixtureDepotNorth).title, "Arrived: Depot N")
    }
}
