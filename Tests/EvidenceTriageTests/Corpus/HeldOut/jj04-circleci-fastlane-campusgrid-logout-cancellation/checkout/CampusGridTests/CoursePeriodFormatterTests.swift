//
//  CoursePeriodFormatterTests.swift
//  CampusGridTests
//

import XCTest
@testable import CampusGrid

final class CoursePeriodFormatterTests: XCTestCase {
    func testSinglePeriod() {
        XCTAssertEqual(CoursePeriodFormatter.range(start: 3, end: 3), "Period 3")
    }

    func testPeriodRangeUsesEnDash() {
        XCTAssertEqual(CoursePeriodFormatter.range(start: 3, end: 4), "Periods 3\u{2013}4")
    }
}
