import XCTest
@testable import Milebook

final class DateBucketTests: XCTestCase {
    func testDayBucketInAuckland() {
        // 2026-03-05 23:30 UTC is already 2026-03-06 in Auckland (UTC+13).
        let trip = Date(timeIntervalSince1970: 1_772_753_400)
        let bucket = DateBucket.day(for: trip, timeZone: TimeZone(identifier: "Pacific/Auckland")!)
        XCTAssertEqual(bucket.day, 6)
    }
}
