import SnapshotTesting
import UIKit
import XCTest
@testable import KelpieDesign

final class ListCellSnapshotTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .missing) { super.invokeTest() }
    }

    private func cell(_ configure: (ListCellView) -> Void) -> UIView {
        let cell = ListCellView(frame: CGRect(x: 0, y: 0, width: 390, height: 88))
        cell.title = "Harbour Line"
        cell.subtitle = "Every 6 min \u{00B7} Platform 2"
        configure(cell)
        return cell
    }

    func testCellDefaultConfig() {
        assertSnapshot(of: cell { _ in }, as: .image(precision: 1))
    }

    func testCellDefaultConfigAndLargeIcon() {
        let view = cell { $0.icon = .large(UIImage(named: "ferry", in: .kelpieDesign, with: nil)!) }
        assertSnapshot(of: view, as: .image(precision: 1))
    }

    func testCellWithBadge() {
        assertSnapshot(of: cell { $0.badge = .text("NEW") }, as: .image(precision: 1))
    }

    func testCellWithControlView() {
        let view = cell { $0.control = .toggle(isOn: true) }
        assertSnapshot(of: view, as: .image(precision: 1))
    }

    func testCellDisabled() {
        assertSnapshot(of: cell { $0.isEnabled = false }, as: .image(precision: 1))
    }

    func testCellRightToLeft() {
        assertSnapshot(of: cell { $0.semanticContentAttribute = .forceRightToLeft }, as: .image(precision: 1))
    }
}
