//
//  StopTimesParserTests.swift
//  TransitlyTests
//

import XCTest
@testable import Transitly

final class StopTimesParserTests: XCTestCase {

    func testParsesOrdinaryTime() {
        XCTAssertEqual(StopTimesParser.seconds(from: "08:15:30"), 29_730)
    }

    func testParsesServiceDayPastMidnight() {
        let stop = StopTimesParser.parse(line: "T9931,25:10:00,25:10:00,NPR-0042,17")
        XCTAssertEqual(stop?.secondsAfterServiceDayStart, 90_600)
    }
}
