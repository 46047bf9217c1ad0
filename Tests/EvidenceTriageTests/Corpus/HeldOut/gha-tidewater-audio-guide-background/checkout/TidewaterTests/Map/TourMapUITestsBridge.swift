import XCTest
@testable import Tidewater

final class TourMapUITestsBridge: XCTestCase {

    func testExhibitPinsAppear() throws {
        let map = TourMapViewController(tour: .fixture("harbour-walk"))
        map.loadViewIfNeeded()
        XCTAssertEqual(map.visiblePins.count, 14)
    }
}
