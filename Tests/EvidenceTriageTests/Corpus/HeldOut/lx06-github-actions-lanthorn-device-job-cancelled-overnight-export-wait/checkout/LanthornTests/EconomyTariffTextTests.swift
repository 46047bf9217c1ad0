import XCTest
@testable import Lanthorn

final class EconomyTariffTextTests: XCTestCase {
    func testEconomy7WindowText() {
        let text = TariffText.window(start: DateComponents(hour: 0, minute: 30), end: DateComponents(hour: 7, minute: 30),
                                     locale: Locale(identifier: "en_US"))
        XCTAssertEqual(text, "12:30 AM – 7:30 AM")
    }
}
