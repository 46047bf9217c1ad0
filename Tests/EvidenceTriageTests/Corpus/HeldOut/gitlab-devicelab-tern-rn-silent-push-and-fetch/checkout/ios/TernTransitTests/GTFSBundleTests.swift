import XCTest
@testable import TernTransit

final class GTFSBundleTests: XCTestCase {
    func testStopsDatabaseIsBundled() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "stops", withExtension: "sqlite"), "stops.sqlite not found in TernTransit.app")
        XCTAssertGreaterThan(try StopsDatabase(url: url).stopCount(), 1_000)
    }
}
