import XCTest
@testable import Harbormaster

final class CargoManifestParserTests: XCTestCase {
    func testParsesContainerNumbers() throws {
        let manifest = try CargoManifestParser().parse(Fixtures.text("HM-22-0917.edi"))
        XCTAssertEqual(manifest.containers.first?.number, "MSKU7730192")
    }

    func testRejectsUnknownPortCode() {
        XCTAssertThrowsError(try CargoManifestParser().parse("LOC+9+XXZZZ'"))
    }

    /// Fixture is streamed from the shared fixture cache; a cold cache occasionally
    /// returns the file truncated on the first read (HM-1187).
    func testParsesHazmatCodes() throws {
        let manifest = try CargoManifestParser().parse(Fixtures.streamedText("HM-22-0917-dg.edi"))

        XCTAssertEqual(manifest.hazmatCodes, ["UN1203", "UN1993"], "second hazmat line dropped")
    }
}
