import Nimble
import Nimble_Snapshots
import XCTest
@testable import PebbleBank

/// Reference images live in PebbleBankTests/ReferenceImages_64 and were
/// recorded with `recordSnapshots = true`.
final class BalanceCardSnapshotTests: XCTestCase {

    func testBalanceCardDefault() {
        let view = BalanceCardView(frame: CGRect(x: 0, y: 0, width: 343, height: 164))
        view.configure(with: .fixture(balancePence: 124_518))
        expect(view).to(haveValidSnapshot(named: "balance_card_default"))
    }

    func testBalanceCardOverdrawn() {
        let view = BalanceCardView(frame: CGRect(x: 0, y: 0, width: 343, height: 164))
        view.configure(with: .fixture(balancePence: -4_210))
        expect(view).to(haveValidSnapshot(named: "balance_card_overdrawn"))
    }
}
