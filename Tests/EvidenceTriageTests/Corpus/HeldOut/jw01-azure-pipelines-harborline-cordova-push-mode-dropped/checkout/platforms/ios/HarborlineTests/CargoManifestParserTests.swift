import XCTest
@testable import Harborline

final class CargoManifestParserTests: XCTestCase {
    func testParsesVesselAndBerth() throws {
        let m = try CargoManifestParser().parse(line: "MV Selkie|DWT=12500kg|berth=N4")
        XCTAssertEqual(m.vessel, "MV Selkie")
        XCTAssertEqual(m.berth, "N4")
    }

    func testParsesDeadweightInTonnes() throws {
        let m = try CargoManifestParser().parse(line: "MV Selkie|DWT=12500kg|berth=N4")
        XCTAssertEqual(m.deadweightKilograms, 12_500)
        XCTAssertEqual(m.deadweightText, "12.5 t")
    }

    func testRejectsLineWithoutDeadweight() {
        XCTAssertThrowsError(try CargoManifestParser().parse(line: "MV Selkie|berth=N4"))
    }
}
