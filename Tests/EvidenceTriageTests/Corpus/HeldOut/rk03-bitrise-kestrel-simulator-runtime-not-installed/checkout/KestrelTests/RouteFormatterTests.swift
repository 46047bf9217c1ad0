import XCTest
@testable import Kestrel

final class RouteFormatterTests: XCTestCase {
    func testFormatsDistanceInKilometres() {
        XCTAssertEqual(RouteFormatter.distance(meters: 12_400), "12.4 km")
    }
}
