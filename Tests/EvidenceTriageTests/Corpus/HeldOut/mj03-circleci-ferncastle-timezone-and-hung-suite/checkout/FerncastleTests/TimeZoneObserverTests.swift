import XCTest
@testable import Ferncastle

final class TimeZoneObserverTests: XCTestCase {
    func testHeaderUpdatesOnTimeZoneChange() {
        let model = TodayHeaderModel()
        let changed = expectation(description: "header re-rendered")
        model.onChange = { changed.fulfill() }
        NotificationCenter.default.post(name: .NSSystemTimeZoneDidChange, object: nil)
        wait(for: [changed], timeout: 0.5)
    }
}
