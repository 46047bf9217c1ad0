import SnapshotTesting
import XCTest
@testable import Vaultline

final class VaultBrowserSnapshotTests: XCTestCase {
    func testEmptyVault() {
        let view = VaultBrowserView(model: .empty)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13Pro)))
    }
}
