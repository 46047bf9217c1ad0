import Foundation
import TidewrackCore
import XCTest

private final class FlakyStore: StationStore {
    var rows: [String: Data] = [:]
    var syncToken: String?
    var failingStations: Set<String> = []

    func upsert(_ change: TideStationChange) throws {
        if failingStations.contains(change.stationID) {
            throw NSError(domain: "TidewrackStore", code: 5, userInfo: [NSLocalizedDescriptionKey: "database is locked"])
        }
        rows[change.stationID] = change.payload
    }
}

final class ChangeFeedApplierTests: XCTestCase {
    private func change(_ id: String) -> TideStationChange {
        TideStationChange(stationID: id, payload: Data(id.utf8))
    }

    func testAppliesAllChangesAndAdvancesToken() {
        let store = FlakyStore()
        store.syncToken = "tok-41"
        let applier = ChangeFeedApplier(store: store)

        applier.apply(ChangeFeedPage(changes: [change("8447930"), change("8443970")], nextToken: "tok-42"))

        XCTAssertEqual(store.rows.count, 2)
        XCTAssertEqual(store.syncToken, "tok-42")
    }

    func testTokenNotAdvancedWhenPersistFails() {
        let store = FlakyStore()
        store.syncToken = "tok-41"
        store.failingStations = ["8443970"]
        let applier = ChangeFeedApplier(store: store)

        applier.apply(ChangeFeedPage(changes: [change("8447930"), change("8443970")], nextToken: "tok-42"))

        XCTAssertEqual(applier.failedStationIDs, ["8443970"])
        // The failed station must be listed again by the next refresh.
        XCTAssertEqual(store.syncToken, "tok-41")
    }
}
