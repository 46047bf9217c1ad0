import XCTest
@testable import Tandem

final class FareCapViewModelTests: XCTestCase {
    func testWeeklyCapProgressText() {
        let model = FareCapViewModel(spentCents: 720, capCents: 1500, currency: "EUR", locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(model.progressText, "€7.20 of €15 weekly cap")
    }
}
