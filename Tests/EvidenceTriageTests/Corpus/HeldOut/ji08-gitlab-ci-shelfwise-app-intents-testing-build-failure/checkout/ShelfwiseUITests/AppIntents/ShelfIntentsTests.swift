import XCTest
import AppIntentsTesting

/// End-to-end App Intents tests (WWDC26 "AppIntentsTesting"): runs the intents
/// out of process against the installed app, the way Siri and Shortcuts do.
/// Lives in the UI test target because AppIntentsTesting needs a launched app.
@available(iOS 27.0, *)
final class ShelfIntentsTests: XCTestCase {
    private let definitions = IntentDefinitions(bundleIdentifier: "com.shelfwise.app")

    override func setUp() {
        XCUIApplication().launch()
    }

    func testLogReadingIntentAddsPages() async throws {
        let book = try await definitions.entities["BookEntity"].entities(matching: "Piranesi").first
        let result = try await definitions.intents["LogReadingIntent"]
            .makeIntent(book: XCTUnwrap(book), pages: 30).run()
        XCTAssertEqual(result.dialog, "Logged 30 pages of Piranesi.")
    }

    func testBooksAreIndexedForSpotlight() async throws {
        let hits = try await definitions.entities["BookEntity"].spotlightQuery("Piranesi")
        XCTAssertFalse(hits.isEmpty)
    }
}
