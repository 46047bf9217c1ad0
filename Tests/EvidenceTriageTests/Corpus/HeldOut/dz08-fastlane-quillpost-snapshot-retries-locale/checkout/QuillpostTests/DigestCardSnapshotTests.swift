import SnapshotTesting
import SwiftUI
import XCTest
@testable import Quillpost

final class DigestCardSnapshotTests: XCTestCase {

    private let issue = DigestIssue.fixture(publication: "The Margin", title: "Rates, revisited", minutes: 7)

    func testCompactCard() {
        let card = DigestCard(issue: issue, style: .compact)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13))
    }

    func testExpandedCard() {
        let card = DigestCard(issue: issue, style: .expanded)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13))
    }
}
