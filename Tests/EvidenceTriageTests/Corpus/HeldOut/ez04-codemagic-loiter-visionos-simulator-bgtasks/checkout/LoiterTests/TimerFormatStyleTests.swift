//
//  TimerFormatStyleTests.swift
//  LoiterTests
//

import XCTest
@testable import Loiter

final class TimerFormatStyleTests: XCTestCase {
    func testCompactStyleUnderAnHour() {
        XCTAssertEqual(TimerFormatStyle().format(.seconds(42 * 60)), "42m")
    }

    func testCompactStyleTruncatesToMinutes() {
        // A session of 1h 4m 31s has not reached 1h 5m yet.
        XCTAssertEqual(TimerFormatStyle().format(.seconds(3600 + 4 * 60 + 31)), "1h 4m")
    }

    func testFullStyle() {
        XCTAssertEqual(TimerFormatStyle(style: .full).format(.seconds(2 * 3600 + 10 * 60)), "2 hr, 10 min")
    }
}
