import XCTest
@testable import Lumen

@MainActor
final class CameraCaptureViewModelTests: XCTestCase {
    func testInitialAccessIsUnknown() {
        XCTAssertEqual(CameraCaptureViewModel().access, .unknown)
    }

    func testRequestsCameraAccessOnAppear() async throws {
        let model = CameraCaptureViewModel()
        model.onAppear()
        try await Task.sleep(for: .milliseconds(200))
        XCTAssertNotEqual(model.access, .unknown)
    }

    func testShutterDisabledUntilAccessGranted() {
        let model = CameraCaptureViewModel()
        XCTAssertFalse(model.access == .granted)
    }
}
