import XCTest
@testable import SkerryWidgets

final class ParkingActivityPresenterTests: XCTestCase {
    let updated = Date(timeIntervalSince1970: 1_790_600_000)

    func testStaleContextShowsLastUpdated() {
        let state = ParkingAttributes.ContentState(isLive: true, minutesLeft: 42, updatedAt: updated)
        let presenter = ParkingActivityPresenter(state: state, isStale: true, now: updated.addingTimeInterval(600))
        XCTAssertEqual(presenter.headline, "Updated 10 min ago")
    }

    func testCompactTrailingHidesValueWhenStale() {
        let state = ParkingAttributes.ContentState(isLive: true, minutesLeft: 42, updatedAt: updated)
        let presenter = ParkingActivityPresenter(state: state, isStale: true, now: updated.addingTimeInterval(600))
        XCTAssertEqual(presenter.compactTrailing, "–")
    }
}
