import SnapshotTesting
import SwiftUI
import XCTest
@testable import Ledgerleaf

final class StatementCardSnapshotTests: XCTestCase {
    private let statement = Statement.fixture(account: "Everyday Checking", closingBalanceCents: 248_113)

    func testStatementCardDark() {
        let card = StatementCard(statement: statement).environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13))
    }

    func testStatementCardLight() {
        let card = StatementCard(statement: statement)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13))
    }
}
