import XCTest
@testable import TernCore

final class ExifStripperTests: XCTestCase {
    func testRejectsTruncatedJPEG() throws {
        let data = try Fixture.data("truncated.jpg")
        XCTAssertThrowsError(try ExifStripper.strip(data)) { error in
            XCTAssertEqual(error as? ExifError, .truncated)
        }
    }
}
