import SnapshotTesting
import XCTest
@testable import Pinwheel

final class WelcomeSnapshotTests: XCTestCase {
    func testWelcomeScreen() {
        let controller = WelcomeViewController()
        assertSnapshot(of: controller, as: .image(drawHierarchyInKeyWindow: true))
    }
}
