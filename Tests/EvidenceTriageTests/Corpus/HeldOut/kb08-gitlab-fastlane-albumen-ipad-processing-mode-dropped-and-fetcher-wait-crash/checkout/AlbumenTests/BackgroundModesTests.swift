import XCTest
@testable import Albumen

final class BackgroundModesTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testFetchModeDeclared() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testProcessingModeDeclared() {
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes must contain processing for com.albumen.photos.upload")
    }
}
