import XCTest
@testable import Quarry

final class ExifStripperTests: XCTestCase {
    func testRemovesGPSTags() throws {
        let stripped = try ExifStripper.strip(try Fixtures.photoData())
        let props = try ImageProperties.read(stripped)
        XCTAssertNil(props.gps, "GPS dictionary should be removed before upload")
    }
}
