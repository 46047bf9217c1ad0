import XCTest
@testable import Glade

final class LastSyncTextTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_796_000_000)
    private let en = Locale(identifier: "en_US")

    func testHoursAgoPhrase() {
        XCTAssertEqual(LastSyncText.phrase(for: now.addingTimeInterval(-3 * 3600), relativeTo: now, locale: en),
                       "Backed up 3 hours ago")
    }

    func testYesterdayPhrase() {
        XCTAssertEqual(LastSyncText.phrase(for: now.addingTimeInterval(-86_400), relativeTo: now, locale: en),
                       "Backed up yesterday")
    }
}
