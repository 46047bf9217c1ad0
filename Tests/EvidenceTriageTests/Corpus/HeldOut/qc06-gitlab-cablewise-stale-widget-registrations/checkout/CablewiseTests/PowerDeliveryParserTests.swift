import XCTest
@testable import Cablewise

final class PowerDeliveryParserTests: XCTestCase {
    func testPDOList() throws {
        let pdos = try PowerDeliveryParser.parse(hex: "2c9101082cd102002cb10400")
        XCTAssertEqual(pdos.map(\.volts), [5, 9, 15])
        XCTAssertEqual(pdos.map(\.maxAmps), [3.0, 3.0, 3.0])
    }
}
