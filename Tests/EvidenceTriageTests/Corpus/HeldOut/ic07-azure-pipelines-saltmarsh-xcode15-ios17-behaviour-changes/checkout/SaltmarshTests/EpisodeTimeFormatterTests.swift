import XCTest
@testable import Saltmarsh

final class EpisodeTimeFormatterTests: XCTestCase {
    func testAirTimeUsesPlainSpace() {
        let date = ISO8601DateFormatter().date(from: "2023-10-12T13:41:00Z")!
        XCTAssertEqual(EpisodeTimeFormatter.airTime(date), "9:41 AM")
    }
}
