import KIF
import XCTest
@testable import Brambleworks

final class InventoryKIFTests: KIFTestCase {

    func testRestockBadgeAppearsForLowStock() {
        tester().tapView(withAccessibilityLabel: "Seeds")
        tester().waitForView(withAccessibilityLabel: "Restock · 3")
    }

    func testRestockBadgeSurvivesBackgrounding() {
        tester().tapView(withAccessibilityLabel: "Seeds")
        tester().waitForView(withAccessibilityLabel: "Restock · 3")
        tester().deactivateApp(forDuration: 3)
        tester().waitForView(withAccessibilityLabel: "Restock · 3")
    }
}
