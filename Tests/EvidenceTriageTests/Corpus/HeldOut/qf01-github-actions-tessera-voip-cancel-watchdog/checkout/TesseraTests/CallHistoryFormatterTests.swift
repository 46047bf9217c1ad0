import XCTest
@testable import Tessera

final class CallHistoryFormatterTests: XCTestCase {
    private let formatter = CallHistoryFormatter(calendar: .init(identifier: .gregorian), locale: Locale(identifier: "en_US"))

    func testMissedCallSubtitle() {
        let entry = CallHistoryEntry(peer: "ana", direction: .incoming, outcome: .missed)
        XCTAssertEqual(formatter.subtitle(for: entry), "Missed call")
    }

    func testIncomingAnsweredSubtitle() {
        let entry = CallHistoryEntry(peer: "ana", direction: .incoming, outcome: .answered(duration: 125))
        XCTAssertEqual(formatter.subtitle(for: entry), "Incoming \u{00B7} 02:05")
    }
}
