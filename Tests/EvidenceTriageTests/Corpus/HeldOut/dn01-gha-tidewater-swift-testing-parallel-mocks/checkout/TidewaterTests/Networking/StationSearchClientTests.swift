import Foundation
import Testing
@testable import Tidewater

@Suite("Station search client")
struct StationSearchClientTests {
    init() {
        // Same host as the tide feed: the search endpoint lives under /v2/stations.
        MockURLRegistry.shared.removeAll()
        MockURLRegistry.shared.register(host: "api.tidewater.test", fixture: "stations-sf-bay")
    }

    @Test func findsStationsNearCoordinate() async throws {
        let client = StationSearchClient(session: .stubbed, baseURL: URL(string: "https://api.tidewater.test/v2")!)
        let stations = try await client.stations(near: .init(latitude: 37.806, longitude: -122.465))
        #expect(stations.map(\.id).prefix(2) == ["9414290", "9414750"])
    }

    @Test func emptyResultIsNotAnError() async throws {
        MockURLRegistry.shared.register(host: "api.tidewater.test", fixture: "stations-empty")
        let client = StationSearchClient(session: .stubbed, baseURL: URL(string: "https://api.tidewater.test/v2")!)
        let stations = try await client.stations(near: .init(latitude: 0, longitude: 0))
        #expect(stations.isEmpty)
    }
}
