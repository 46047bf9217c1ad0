import XCTest
import HeronStrings
@testable import Heron

final class LocalizationBundleTests: XCTestCase {
    func testLoadsSharedStrings() {
        let title = HeronStrings.string("inbox.title", locale: Locale(identifier: "de"))
        XCTAssertEqual(title, "Posteingang")
    }
}
