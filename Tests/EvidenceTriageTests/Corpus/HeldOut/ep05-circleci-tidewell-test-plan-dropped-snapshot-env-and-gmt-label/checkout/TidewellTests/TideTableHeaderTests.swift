//
//  TideTableHeaderTests.swift
//  TidewellTests
//

import XCTest
@testable import Tidewell

final class TideTableHeaderTests: XCTestCase {
    func testHeaderNamesUTC() {
        let header = TideTableHeader(station: "Leith", timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(header.title, "Leith - times shown in UTC")
    }

    func testHeaderNamesLocalZone() {
        let header = TideTableHeader(station: "Brest", timeZone: TimeZone(identifier: "Europe/Paris")!)
        XCTAssertTrue(header.title.hasPrefix("Brest - times shown in "))
    }
}
