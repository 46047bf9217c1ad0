import XCTest
@testable import Ferrule

final class VehicleDataFormatterTests: XCTestCase {
    func testOdometerKilometres() {
        let f = VehicleDataFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.odometer(kilometres: 12_345), "12.345 km")
    }

    func testFuelLevelPercent() {
        let f = VehicleDataFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.fuelLevel(0.42), "42%")
    }
}
