import XCTest
@testable import Tandem

final class SharedReceiptStoreTests: XCTestCase {
    func testReceiptVisibleToWidget() throws {
        let store = SharedReceiptStore()
        let directory = try XCTUnwrap(store.directory)
        try store.save(.fixture(id: "R-7781"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("R-7781.json").path))
    }
}
