//
//  TrackingNumberFormatterTests.swift
//  ParcelnoteTests
//

import XCTest
@testable import Parcelnote

final class TrackingNumberFormatterTests: XCTestCase {
    func testGroupsUPSNumber() {
        XCTAssertEqual(TrackingNumberFormatter.display("1z999aa10123456784"), "1Z 999A A10 1234 5678 4")
    }

    func testLeavesUnknownCarrierUntouched() {
        XCTAssertEqual(TrackingNumberFormatter.display("JD0146000012345678"), "JD0146000012345678")
    }
}
