import XCTest
@testable import FjordRides

final class TripCSVParserTests: XCTestCase {
    private var parser: TripCSVParser!

    override func setUp() {
        super.setUp()
        parser = TripCSVParser()
    }

    func testImportsDaytimeTrip() throws {
        let trips = try parser.parse("2026-03-28T14:05:00,Bryggen,Nordnes,42.00")
        XCTAssertEqual(trips.count, 1)
    }

    func testImportsSpringForwardNightTrip() throws {
        let trips = try parser.parse("2026-03-29T02:30:00,Bryggen,Sandviken,58.50")
        XCTAssertEqual(trips.first?.fare, Decimal(string: "58.50"))
    }
}
