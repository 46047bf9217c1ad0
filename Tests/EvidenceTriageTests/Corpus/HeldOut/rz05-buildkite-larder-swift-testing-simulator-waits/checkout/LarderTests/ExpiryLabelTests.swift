import XCTest
@testable import Larder

final class ExpiryLabelTests: XCTestCase {
    func testExpiresTomorrowLabel() {
        let now = ISO8601DateFormatter().date(from: "2026-05-04T18:00:00Z")!
        let tomorrow = now.addingTimeInterval(86_400)
        var cal = Calendar(identifier: .gregorian); cal.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(ExpiryLabel.text(for: tomorrow, now: now, calendar: cal), "Expires tomorrow")
    }
}
