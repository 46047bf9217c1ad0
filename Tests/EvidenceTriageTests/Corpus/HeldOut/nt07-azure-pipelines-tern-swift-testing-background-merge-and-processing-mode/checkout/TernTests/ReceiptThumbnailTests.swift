import XCTest
@testable import Tern

final class ReceiptThumbnailTests: XCTestCase {
    func testThumbnailRendersWithinBudget() throws {
        let image = try ReceiptThumbnailer().render(fixture: "receipt-long.jpg")
        XCTAssertLessThanOrEqual(image.renderDuration, 0.25)
    }
}
