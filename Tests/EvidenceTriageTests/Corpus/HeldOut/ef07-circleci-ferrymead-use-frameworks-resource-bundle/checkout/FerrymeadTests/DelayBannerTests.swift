import XCTest
import DepartureBoardKit

final class DelayBannerTests: XCTestCase {

    func testShowsDelayReasonFromCatalog() {
        XCTAssertEqual(DelayBanner().reason(for: "WX"), "Weather")
    }
}
