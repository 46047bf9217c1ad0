import XCTest
@testable import HarrowFieldLog

final class FixtureSeedUITests: XCTestCase {
    func testSeedsFieldMapFromBucket() throws {
        let transfer = FixtureTransfer(bucket: "harrow-ui-fixtures", key: "maps/north-paddock.geojson")
        let local = try XCTUnwrap(transfer.downloadSync(timeout: 30))
        XCTAssertTrue(FileManager.default.fileExists(atPath: local.path))
    }
}
