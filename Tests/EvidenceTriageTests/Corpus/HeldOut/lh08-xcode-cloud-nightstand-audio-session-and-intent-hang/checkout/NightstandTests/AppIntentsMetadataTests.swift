import XCTest

/// The system can only run an intent the app itself exports (Metadata.appintents).
final class AppIntentsMetadataTests: XCTestCase {
    func testOpenNightstandIntentExtractedIntoApp() throws {
        let url = Bundle.main.bundleURL.appendingPathComponent("Metadata.appintents/extract.actionsdata")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertTrue(text.contains("OpenNightstandIntent"), "OpenNightstandIntent is not in the app's App Intents metadata")
    }
}
