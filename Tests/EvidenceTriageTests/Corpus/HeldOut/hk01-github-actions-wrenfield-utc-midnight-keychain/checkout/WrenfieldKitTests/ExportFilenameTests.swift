import XCTest
@testable import WrenfieldKit

final class ExportFilenameTests: XCTestCase {

    func testFilenameHasCSVExtension() {
        XCTAssertTrue(ExportFilename.make().hasSuffix(".csv"))
    }

    func testStampMatchesLegacyFormatter() {
        let name = ExportFilename.make()
        let legacy = ExportFilename.legacyStamp()
        XCTAssertEqual(name, "wrenfield-export-\(legacy).csv")
    }
}
