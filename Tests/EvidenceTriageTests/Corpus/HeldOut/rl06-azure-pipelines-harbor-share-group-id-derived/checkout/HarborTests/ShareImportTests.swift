import XCTest
@testable import Harbor

final class ShareImportTests: XCTestCase {
    func testImportsTextWrittenByExtension() {
        let writer = ShareHandoffWriter.forExtension(bundleIdentifier: "com.harbornotes.Harbor.ShareExtension")
        writer.append(text: "Pick up sails at 4")
        let imported = ImportInbox().drain()
        XCTAssertEqual(imported, ["Pick up sails at 4"])
    }
}
