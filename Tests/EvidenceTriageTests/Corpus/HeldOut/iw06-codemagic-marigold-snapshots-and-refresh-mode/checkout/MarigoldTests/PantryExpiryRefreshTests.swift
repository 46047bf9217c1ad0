import XCTest
@testable import Marigold

final class PantryExpiryRefreshTests: XCTestCase {
    func testSubmitsDailyExpiryRefresh() {
        let refresh = PantryExpiryRefresh()
        XCTAssertNoThrow(try refresh.submitDaily())
    }
}
