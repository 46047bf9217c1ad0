//
//  PumpManagerStatusCodableTests.swift
//  GlucologTests
//

import XCTest
@testable import GlucologKit

final class PumpManagerStatusCodableTests: XCTestCase {
    private let decoder = JSONDecoder()
    private let encoder = JSONEncoder()

    func testRoundTripWithInsulinType() throws {
        let status = PumpManagerStatus.fixture(insulinType: .novolog)
        let data = try encoder.encode(status)
        XCTAssertEqual(try decoder.decode(PumpManagerStatus.self, from: data), status)
    }

    func testDecodeWithoutInsulinType() {
        // Shape written by 4.9.x, before insulinType existed (captured from a support export).
        let json = """
        {"timeZone":-25200,"device":{"name":"Omnipod-Dash","manufacturer":"Insulet","model":"Dash","firmwareVersion":"4.10.0","softwareVersion":"1.1"},\
        "pumpBatteryChargeRemaining":null,"bolusState":"noBolus","deliveryIsUncertain":false}
        """
        XCTAssertNoThrow(try decoder.decode(PumpManagerStatus.self, from: Data(json.utf8)))
    }

    func testEncodeOmitsNilBatteryCharge() throws {
        let status = PumpManagerStatus.fixture(insulinType: .humalog, pumpBatteryChargeRemaining: nil)
        let object = try JSONSerialization.jsonObject(with: try encoder.encode(status)) as? [String: Any]
        XCTAssertNil(object?["pumpBatteryChargeRemaining"])
    }
}
