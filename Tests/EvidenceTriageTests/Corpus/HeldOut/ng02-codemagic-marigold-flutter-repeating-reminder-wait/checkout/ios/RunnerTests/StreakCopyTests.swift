import XCTest
@testable import Runner

final class StreakCopyTests: XCTestCase {

    func testPluralisesDays() {
        XCTAssertEqual(StreakCopy.title(days: 1, locale: Locale(identifier: "en_GB")), "1 day streak")
    }
}
