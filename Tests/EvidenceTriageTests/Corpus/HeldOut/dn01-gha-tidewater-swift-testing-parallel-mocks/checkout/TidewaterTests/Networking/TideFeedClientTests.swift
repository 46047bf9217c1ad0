import Foundation
import Testing
@testable import Tidewater

// Migrated from XCTest in #412. XCTest ran these one at a time; Swift Testing
// runs them in parallel with every other suite in the bundle.
@Suite("Tide feed client")
struct TideFeedClientTests {
    init() {
        MockURLRegistry.shared.removeAll()
        MockURLRegistry.shared.register(host: "api.tidewater.test", fixture: "tides-9414290")
    }

    @Test func decodesHighLowTides() async throws {
        let client = TideFeedClient(session: .stubbed, baseURL: URL(string: "https://api.tidewater.test/v2")!)

        let feed = try await client.fetchTides(station: "9414290", since: .distantPast)

        #expect(feed.tides.count == 4)
        #expect(feed.tides.first?.kind == .high)
    }

    @Test func surfacesServerErrorsAsTideFeedError() async throws {
        MockURLRegistry.shared.register(host: "api.tidewater.test", status: 503, fixture: "error-503")
        let client = TideFeedClient(session: .stubbed, baseURL: URL(string: "https://api.tidewater.test/v2")!)

        await #expect(throws: TideFeedError.serverUnavailable) {
            _ = try await client.fetchTides(station: "9414290", since: .distantPast)
        }
    }
}
