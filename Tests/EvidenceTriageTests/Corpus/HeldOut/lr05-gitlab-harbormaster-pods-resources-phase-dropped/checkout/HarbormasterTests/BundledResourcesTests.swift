import XCTest
import TideTables
@testable import Harbormaster

final class BundledResourcesTests: XCTestCase {
    func testTideTablesBundleIsEmbedded() throws {
        let url = try XCTUnwrap(TideTablesBundle.url)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.appendingPathComponent("stations.sqlite").path))
    }
}
