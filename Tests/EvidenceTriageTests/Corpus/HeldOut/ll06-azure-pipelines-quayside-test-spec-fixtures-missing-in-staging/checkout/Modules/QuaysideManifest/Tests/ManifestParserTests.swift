import XCTest
@testable import QuaysideManifest

final class ManifestParserTests: XCTestCase {
    func testParsesVesselManifestFixture() throws {
        let manifest = try ManifestParser().parse(FixtureLoader.data("vessel-manifest-MSC-ARINA"))
        XCTAssertEqual(manifest.vessel, "MSC ARINA")
        XCTAssertEqual(manifest.containers.count, 3)
        XCTAssertEqual(manifest.containers.filter(\.hazmat).map(\.unNumber), ["UN1263"])
    }

    func testRejectsTruncatedManifest() throws {
        let data = try FixtureLoader.data("vessel-manifest-truncated")
        XCTAssertThrowsError(try ManifestParser().parse(data)) { error in
            XCTAssertEqual(error as? ManifestParser.Error, .malformed)
        }
    }

    func testEmptyContainerListIsValid() throws {
        let manifest = try ManifestParser().parse(Data(#"{"vessel":"X","imo":"1","voyage":"V","containers":[]}"#.utf8))
        XCTAssertTrue(manifest.containers.isEmpty)
    }
}
