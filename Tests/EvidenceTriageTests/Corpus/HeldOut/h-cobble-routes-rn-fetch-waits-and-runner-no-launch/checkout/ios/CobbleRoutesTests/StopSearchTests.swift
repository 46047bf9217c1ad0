import XCTest
@testable import CobbleRoutes

final class StopSearchTests: XCTestCase {
    func testFuzzyMatchFindsAccentedStops() {
        XCTAssertEqual(StopSearch(index: .fixture).matches("Malaga").first?.name, "Málaga Centro")
    }
}
