import XCTest
import SnapshotTesting
@testable import KestrelShareKit

final class ShareComposerSnapshotTests: XCTestCase {
    func testComposerDarkMode() {
        let vc = ShareComposerViewController(draft: .fixture)
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
