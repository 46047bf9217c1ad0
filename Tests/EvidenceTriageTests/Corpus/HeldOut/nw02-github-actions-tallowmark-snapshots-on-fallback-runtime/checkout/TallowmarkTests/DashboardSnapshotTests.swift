import XCTest
import SnapshotTesting
@testable import Tallowmark

final class DashboardSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // References were recorded on iPhone 12 mini, iOS 15.2.
        isRecording = false
    }

    func testDashboardLight() {
        let vc = DashboardViewController(viewModel: .fixture(month: "2022-01"))
        vc.overrideUserInterfaceStyle = .light
        assertSnapshot(matching: vc, as: .image(on: .iPhone12Mini))
    }

    func testDashboardDark() {
        let vc = DashboardViewController(viewModel: .fixture(month: "2022-01"))
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(matching: vc, as: .image(on: .iPhone12Mini))
    }
}
