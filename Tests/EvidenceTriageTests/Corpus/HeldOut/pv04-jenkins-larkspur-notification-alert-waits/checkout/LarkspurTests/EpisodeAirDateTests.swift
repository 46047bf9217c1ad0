import XCTest
@testable import Larkspur

final class EpisodeAirDateTests: XCTestCase {
    func testAirDateShownInViewerTimeZone() {
        let airs = Date(timeIntervalSince1970: 1_790_380_800) // 2026-09-26 00:00 UTC
        XCTAssertEqual(AirDateFormatter.string(for: airs, in: TimeZone(identifier: "Europe/Berlin")!),
                       "Sat 26 Sep, 02:00")
    }
}
