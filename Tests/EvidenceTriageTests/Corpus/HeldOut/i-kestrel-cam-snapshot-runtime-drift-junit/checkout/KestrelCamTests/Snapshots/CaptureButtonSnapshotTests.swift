import XCTest
import SnapshotTesting
@testable import KestrelCam

/// References recorded on iPhone 15 / iOS 17.5 (see Snapshots/README.md).
final class CaptureButtonSnapshotTests: XCTestCase {
    func testIdleState() {
        assertSnapshot(of: CaptureButton(state: .idle), as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }

    func testRecordingState() {
        assertSnapshot(of: CaptureButton(state: .recording(elapsed: 12)), as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }
}
