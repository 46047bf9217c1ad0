import XCTest
@testable import Tidelog

final class WatchRotaFormatterTests: XCTestCase {
    func testMiddleWatchIsFourHours() {
        XCTAssertEqual(WatchRotaFormatter.duration(of: "Middle"), 4)
    }

    func testDogWatchesAreTwoHoursEach() {
        XCTAssertEqual(WatchRotaFormatter.duration(of: "First dog"), 2)
        XCTAssertEqual(WatchRotaFormatter.duration(of: "Last dog"), 2)
    }
}
