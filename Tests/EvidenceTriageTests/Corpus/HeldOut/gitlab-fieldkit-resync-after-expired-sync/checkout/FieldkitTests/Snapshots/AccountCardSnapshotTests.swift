import SnapshotTesting
import SwiftUI
import XCTest
@testable import Fieldkit

final class AccountCardSnapshotTests: XCTestCase {
    private let account = Account.fixture(name: "Harrow & Finch Ltd", openDeals: 3)

    func testAccountCardLightMode() {
        let view = AccountCard(account: account).frame(width: 390)
        assertSnapshot(of: view, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)), named: "light")
    }

    func testAccountCardDarkMode() {
        let view = AccountCard(account: account).frame(width: 390)
        assertSnapshot(of: view, as: .image(precision: 0.999, layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }
}
