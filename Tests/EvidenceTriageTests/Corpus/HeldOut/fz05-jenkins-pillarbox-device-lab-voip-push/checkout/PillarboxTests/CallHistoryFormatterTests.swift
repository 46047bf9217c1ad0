//
//  CallHistoryFormatterTests.swift
//  PillarboxTests
//

import XCTest
@testable import Pillarbox

final class CallHistoryFormatterTests: XCTestCase {

    private let london = TimeZone(identifier: "Europe/London")!
    private let afternoon = Date(timeIntervalSince1970: 1_794_927_600) // 2026-11-17 15:00 GMT

    func testHourLabelUsesTwelveHourClock() {
        let formatter = CallHistoryFormatter(locale: Locale(identifier: "en_GB"), timeZone: london)
        XCTAssertEqual(formatter.hourLabel(for: afternoon), "3PM")
    }
}
