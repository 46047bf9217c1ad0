import XCTest
@testable import Dosewise

final class DoseLabelTests: XCTestCase {
    func testWholeTabletLabel() {
        XCTAssertEqual(DoseLabel.text(for: Dose(amount: 1, unit: .tablet)), "1 tablet")
    }

    func testTwoTabletsLabel() {
        XCTAssertEqual(DoseLabel.text(for: Dose(amount: 2, unit: .tablet)), "2 tablets")
    }

    func testHalfTabletLabel() {
        let dose = Dose(amount: 0.5, unit: .tablet)
        XCTAssertEqual(DoseLabel.text(for: dose), "½ tablet")
    }
}
