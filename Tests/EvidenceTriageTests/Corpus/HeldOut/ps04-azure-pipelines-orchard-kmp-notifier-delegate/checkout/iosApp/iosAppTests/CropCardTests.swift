import XCTest
import ComposeApp

final class CropCardTests: XCTestCase {
    func testCardSubtitleShowsVariety() {
        let card = CropCardModel(crop: CropFixtures.shared.honeycrisp)
        XCTAssertEqual(card.subtitle, "Apple · Honeycrisp")
    }
}
