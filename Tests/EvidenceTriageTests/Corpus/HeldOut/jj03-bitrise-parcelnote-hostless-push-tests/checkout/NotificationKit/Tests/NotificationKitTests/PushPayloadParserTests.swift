//
//  PushPayloadParserTests.swift
//  NotificationKitTests
//

import XCTest
@testable import NotificationKit

final class PushPayloadParserTests: XCTestCase {
    func testIgnoresAlertOnlyPayload() {
        XCTAssertNil(PushPayloadParser.parcelUpdate(from: ["aps": ["alert": "Out for delivery"]]))
    }

    func testParsesCarrierCode() {
        let update = PushPayloadParser.parcelUpdate(from: ["aps": ["content-available": 1], "carrier": "ups", "parcel": "p_81"])
        XCTAssertEqual(update?.carrier, .ups)
    }

    func testParsesThreadIdentifier() {
        let update = PushPayloadParser.parcelUpdate(from: ["aps": ["content-available": 1, "thread-id": "p_81"], "parcel": "p_81"])
        XCTAssertEqual(update?.threadIdentifier, "p_81")
    }

    func testRejectsMissingParcelID() {
        XCTAssertNil(PushPayloadParser.parcelUpdate(from: ["aps": ["content-available": 1]]))
    }
}
