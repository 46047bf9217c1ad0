import XCTest
@testable import Quarry

final class ExportSettingsTests: XCTestCase {
    func testDefaultJPEGQuality() {
        let settings = ExportSettings()
        XCTAssertEqual(settings.jpegQuality, 0.85, accuracy: 0.001)
    }

    func testHEICIsDefaultFormat() {
        XCTAssertEqual(ExportSettings().format, .heic)
    }
}
