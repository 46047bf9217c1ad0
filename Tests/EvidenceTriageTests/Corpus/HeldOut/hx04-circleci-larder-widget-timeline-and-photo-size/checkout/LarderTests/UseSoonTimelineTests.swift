import XCTest
@testable import LarderWidgetKit

final class UseSoonTimelineTests: XCTestCase {

    func testNextReloadIsNextUpcomingExpiry() {
        let now = Date.fixtureNow                       // 2026-12-06 08:00 UTC
        let items = [
            PantryItem.fixture(name: "Spinach", expiresIn: .days(-1)),   // already expired
            PantryItem.fixture(name: "Oat milk", expiresIn: .days(1)),
        ]
        XCTAssertEqual(UseSoonProvider.nextReloadDate(items: items, now: now),
                       now.addingTimeInterval(86_400))
    }

    func testNoItemsReloadsInSixHours() {
        let now = Date.fixtureNow
        XCTAssertEqual(UseSoonProvider.nextReloadDate(items: [], now: now), now.addingTimeInterval(6 * 3600))
    }
}
