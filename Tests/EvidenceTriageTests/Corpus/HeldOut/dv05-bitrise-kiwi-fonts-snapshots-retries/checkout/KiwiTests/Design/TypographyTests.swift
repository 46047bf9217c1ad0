import XCTest
@testable import KiwiDesign

final class TypographyTests: XCTestCase {
    func testHeadlineFontLoads() {
        let font = Typography.headline
        XCTAssertEqual(font.fontName, "Inter-SemiBold")
    }
}
