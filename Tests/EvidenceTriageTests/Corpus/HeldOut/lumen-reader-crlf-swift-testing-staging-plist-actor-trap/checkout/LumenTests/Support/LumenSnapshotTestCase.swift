import XCTest
import UIKit

/// Reference images were recorded on iPhone 16 Pro / iOS 18.4; other devices render
/// with a different scale and gamut, so the base class refuses to run elsewhere.
class LumenSnapshotTestCase: XCTestCase {
    @MainActor
    override class func setUp() {
        super.setUp()
        if UIDevice.current.name != "iPhone 16 Pro" {
            assertionFailure("Snapshot tests must run on iPhone 16 Pro (running on \(UIDevice.current.name))")
        }
    }
}
