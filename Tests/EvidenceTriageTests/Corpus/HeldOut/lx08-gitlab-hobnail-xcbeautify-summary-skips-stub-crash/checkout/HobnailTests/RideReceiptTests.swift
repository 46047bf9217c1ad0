import XCTest
@testable import Hobnail

final class RideReceiptTests: XCTestCase {
    func testReceiptTemplateIsBundled() throws {
        let url = try XCTUnwrap(RideReceipt.templateURL(), "receipt.html must ship in the app bundle")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }
}
