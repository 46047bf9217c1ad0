import SnapshotTesting
import SwiftUI
import XCTest
@testable import Pennywise

final class BudgetRingSnapshotTests: XCTestCase {
    func testRingAtEightyPercent() {
        let host = UIHostingController(rootView: BudgetRingView(progress: 0.8, label: "£360 left"))
        assertSnapshot(of: host, as: .image(on: .iPhone8))
    }

    func testRingOverspent() {
        let host = UIHostingController(rootView: BudgetRingView(progress: 1.12, label: "£54 over"))
        assertSnapshot(of: host, as: .image(on: .iPhone8))
    }
}
