import XCTest
@testable import KestrelKit

// Swift 6 language mode (SWIFT_VERSION = 6.0 in KestrelTests since #538).
final class MapAnnotationViewTests: XCTestCase {
    func testCalloutShowsSpeciesName() async throws {
        let sighting = try await SightingFixtures.load("kestrel-isle-of-man")
        // Silences "call to main actor-isolated initializer in a nonisolated context".
        let text = MainActor.assumeIsolated {
            SightingAnnotationView(sighting: sighting).calloutLabel.text
        }
        XCTAssertEqual(text, "Common kestrel (Falco tinnunculus)")
    }
}
