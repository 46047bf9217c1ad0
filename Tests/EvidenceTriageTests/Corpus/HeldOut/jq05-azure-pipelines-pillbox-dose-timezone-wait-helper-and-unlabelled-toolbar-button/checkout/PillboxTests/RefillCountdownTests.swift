import XCTest
@testable import Pillbox

final class RefillCountdownTests: XCTestCase {
    func testCountdownTicksAfterSync() {
        let model = RefillCountdownModel(pillsLeft: 14, dailyDoses: 2, clock: .live)
        model.applySync(RefillSync(pillsLeft: 9))
        wait(for: 1.0)
        XCTAssertEqual(model.daysRemainingText, "4 days left")
    }

    func testZeroPillsShowsRefillNow() {
        let model = RefillCountdownModel(pillsLeft: 0, dailyDoses: 2, clock: .live)
        XCTAssertEqual(model.daysRemainingText, "Refill now")
    }
}
