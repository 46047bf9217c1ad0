import XCTest
@testable import Kelpie

/// Hosted tests: Bundle.main is the built Kelpie.app.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testLocationModeDeclaredForLiveTracking() {
        XCTAssertTrue(modes.contains("location"))
    }

    func testProcessingModeDeclaredForTelemetryUpload() {
        XCTAssertTrue(modes.contains("processing"),
                      "\(TelemetryUploadJob.identifier) is a BGProcessingTask; UIBackgroundModes must list processing")
    }
}
