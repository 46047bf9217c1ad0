//
//  LiveActivityStartPayloadTests.swift
//  KestrelTests
//

import XCTest
@testable import Kestrel

final class LiveActivityStartPayloadTests: XCTestCase {
    private let departure = Date(timeIntervalSince1970: 1_796_802_300) // 2026-12-09 07:45:00 UTC

    private func decodedAPS() throws -> [String: Any] {
        let attributes = FlightActivityAttributes(flightNumber: "KS 418", origin: "LIS", destination: "AMS")
        let state = FlightActivityAttributes.ContentState(status: "boarding", gate: "B12",
                                                          scheduledDeparture: departure,
                                                          estimatedDeparture: departure.addingTimeInterval(900))
        let body = try StartRequestEncoder.body(attributes: attributes, state: state,
                                                now: Date(timeIntervalSince1970: 1_796_800_000))
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        return try XCTUnwrap(root["aps"] as? [String: Any])
    }

    func testAttributesCarryOnlyStaticFields() throws {
        let attributes = try XCTUnwrap(try decodedAPS()["attributes"] as? [String: Any])
        XCTAssertEqual(Set(attributes.keys), ["flightNumber", "origin", "destination"])
    }

    func testTimestampIsUnixSeconds() throws {
        XCTAssertEqual(try decodedAPS()["timestamp"] as? Int, 1_796_800_000)
    }

    func testContentStateEncodesDepartureAsEpochSeconds() throws {
        let state = try XCTUnwrap(try decodedAPS()["content-state"] as? [String: Any])
        let scheduled = state["scheduledDeparture"]

        XCTAssertTrue(scheduled is NSNumber,
                      "content-state dates must be numbers for ActivityKit, got \(String(describing: scheduled))")
    }
}
