import SnapshotTesting
import SwiftUI
import XCTest
@testable import Kestrelpost

final class IssueHeaderSnapshotTests: XCTestCase {
    func testHeaderWithShortTitle() {
        assertSnapshot(of: IssueHeader(issue: .fixture(number: 88, title: "Low tide")).frame(width: 390), as: .image(layout: .sizeThatFits))
    }

    func testHeaderWithLongTitle() {
        let issue = Issue.fixture(number: 89, title: "What the harbour pilots know about fog, tides and the long night shift")
        assertSnapshot(of: IssueHeader(issue: issue).frame(width: 390), as: .image(layout: .sizeThatFits))
    }
}
