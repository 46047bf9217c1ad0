import XCTest
import SwiftUI
import FioriSwiftUI
@testable import Ibis

final class NoteCardViewTests: XCTestCase {
    func testCardShowsKeyValueRows() throws {
        let card = NoteCardView(note: .fixture(title: "Standup", fields: ["Owner": "Mia", "Due": "Fri"]))
        let host = UIHostingController(rootView: card)
        host.loadViewIfNeeded()
        XCTAssertEqual(card.rows.count, 2)
    }
}
