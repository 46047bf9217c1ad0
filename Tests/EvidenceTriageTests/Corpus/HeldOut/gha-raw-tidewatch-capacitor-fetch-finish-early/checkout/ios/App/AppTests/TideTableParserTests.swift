import XCTest
@testable import App

final class TideTableParserTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "json"))
        return try Data(contentsOf: url)
    }

    func testParsesStationHeader() throws {
        let table = try TideTableParser().parse(fixture("devonport-2026-08"))
        XCTAssertEqual(table.station.id, "DEVONPORT")
        XCTAssertEqual(table.station.datum, "CD")
    }

    func testParsesHarmonicConstituents() throws {
        let table = try TideTableParser().parse(fixture("devonport-2026-08"))
        let m2 = try XCTUnwrap(table.constituents["M2"])
        XCTAssertEqual(m2.amplitude, 1.42, accuracy: 0.001, "M2 amplitude (metres)")
        XCTAssertEqual(m2.phase, 161.3, accuracy: 0.01, "M2 phase (degrees)")
    }
}
