import XCTest
import AppIntents
@testable import QuillonKit

final class CaptureIntentTests: XCTestCase {
    func testCaptureIntentDeclaredInAppTarget() throws {
        let bundle = Bundle(for: QuillonKitMarker.self)
        let metadata = bundle.url(forResource: "Metadata", withExtension: "appintents")
        XCTAssertNotNil(metadata)
    }

    func testCaptureIntentRunsFromShortcuts() async throws {
        // Runs the intent through the system's intent executor, as Shortcuts does.
        let runner = ShortcutsHarness(bundleIdentifier: "com.quillon.app")
        let result = try await runner.run(intentNamed: "CaptureNoteIntent", timeout: 20)
        XCTAssertEqual(result.status, .succeeded, result.errorDescription ?? "")
    }

    func testOpenAppWhenRunIsFalseInWidgetTarget() {
        XCTAssertFalse(CaptureNoteIntent.openAppWhenRun)
    }
}
