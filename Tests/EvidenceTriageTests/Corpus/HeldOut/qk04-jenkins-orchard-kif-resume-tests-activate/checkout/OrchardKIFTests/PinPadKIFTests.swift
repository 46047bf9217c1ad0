import KIF
@testable import Orchard

final class PinPadKIFTests: KIFTestCase {
    func testFourthDigitSubmits() {
        tester().waitForView(withAccessibilityIdentifier: "pinpad.root")
        for d in ["1", "9", "8", "4"] { tester().tapView(withAccessibilityLabel: d) }
        tester().waitForView(withAccessibilityIdentifier: "accounts.list")
    }
}
