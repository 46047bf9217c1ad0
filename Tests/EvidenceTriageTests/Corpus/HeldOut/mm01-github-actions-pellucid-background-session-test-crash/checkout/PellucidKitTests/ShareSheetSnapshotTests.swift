import XCTest
import SnapshotTesting
@testable import PellucidKit

final class ShareSheetSnapshotTests: XCTestCase {
    func testShareSheetLightMode() {
        let vc = ShareSheetViewController(item: .fixture)
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }

    func testShareSheetDarkMode() {
        let vc = ShareSheetViewController(item: .fixture)
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
