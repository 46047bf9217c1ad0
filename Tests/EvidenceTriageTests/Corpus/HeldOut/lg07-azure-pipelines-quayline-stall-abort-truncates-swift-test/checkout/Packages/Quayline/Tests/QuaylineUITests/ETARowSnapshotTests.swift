import SnapshotTesting
import SwiftUI
import XCTest
@testable import QuaylineUI

final class ETARowSnapshotTests: XCTestCase {
    func testCompactRow() {
        let row = ETARow(vessel: "MSC Aurora", eta: .fixture, status: .onTime)
        assertSnapshot(of: NSHostingView(rootView: row.frame(width: 350, height: 48)), as: .image)
    }

    func testDelayedRow() {
        let row = ETARow(vessel: "Nordic Tern", eta: .fixture, status: .delayed(minutes: 95))
        assertSnapshot(of: NSHostingView(rootView: row.frame(width: 350, height: 48)), as: .image)
    }
}
