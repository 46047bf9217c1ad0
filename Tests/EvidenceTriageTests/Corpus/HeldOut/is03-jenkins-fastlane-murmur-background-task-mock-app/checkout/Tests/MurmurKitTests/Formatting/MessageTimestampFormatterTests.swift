import XCTest
@testable import MurmurKit

final class MessageTimestampFormatterTests: XCTestCase {
    private let formatter = MessageTimestampFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    private let sent = Date(timeIntervalSince1970: 1_795_000_000)

    func testShowsShortTime() {
        XCTAssertEqual(formatter.string(sentAt: sent, editedAt: nil), "11:06 AM")
    }

    func testEditedMessageShowsEditedSuffix() {
        XCTAssertEqual(formatter.string(sentAt: sent, editedAt: sent.addingTimeInterval(60)), "11:06 AM · Edited")
    }
}
