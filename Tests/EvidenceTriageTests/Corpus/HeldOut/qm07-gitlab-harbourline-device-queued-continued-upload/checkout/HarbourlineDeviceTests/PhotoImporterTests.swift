import XCTest
import Photos
@testable import Harbourline

final class PhotoImporterTests: XCTestCase {
    func testRequestAccessReturnsStatus() async throws {
        let status = await PhotoImporter().requestAccess()
        XCTAssertNotEqual(status, .notDetermined)
    }
}
