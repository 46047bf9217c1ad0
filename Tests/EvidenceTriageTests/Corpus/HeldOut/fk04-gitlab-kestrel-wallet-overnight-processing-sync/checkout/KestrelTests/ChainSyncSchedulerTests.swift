import XCTest
@testable import Kestrel

final class ChainSyncSchedulerTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    func testNextWindowIsTonightAtTwoWhenBeforeTwo() {
        let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 6, hour: 1, minute: 15))!
        let window = ChainSyncScheduler.nextOvernightWindow(after: now, calendar: calendar)
        XCTAssertEqual(calendar.component(.day, from: window), 6)
        XCTAssertEqual(calendar.component(.hour, from: window), 2)
    }

    func testNextWindowIsTomorrowWhenAfterTwo() {
        let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 6, hour: 14))!
        let window = ChainSyncScheduler.nextOvernightWindow(after: now, calendar: calendar)
        XCTAssertEqual(calendar.component(.day, from: window), 7)
    }

    func testOvernightRequestRequiresNetworkAndPower() {
        let request = ChainSyncScheduler.makeRequest(now: Date())
        XCTAssertTrue(request.requiresNetworkConnectivity)
        XCTAssertTrue(request.requiresExternalPower, "overnight sync must only run while charging")
    }
}
