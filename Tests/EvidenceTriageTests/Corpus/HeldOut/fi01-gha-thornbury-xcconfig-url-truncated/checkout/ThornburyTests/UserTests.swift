import XCTest
@testable import Thornbury

final class UserTests: XCTestCase {
    func testAnalyticsIdIsStableWithinADay() {
        let user = User(defaults: UserDefaults(suiteName: #function)!)
        XCTAssertEqual(user.analyticsId, user.analyticsId)
    }

    func testAnalyticsIdRotatesOnNewDay() {
        let defaults = UserDefaults(suiteName: #function)!
        let user = User(defaults: defaults)
        let first = user.analyticsId
        user.simulateDayChange()
        let rotated = expectation(description: "analytics id rotated")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            if user.analyticsId != first { rotated.fulfill() }
        }
        wait(for: [rotated], timeout: 1)
    }
}
