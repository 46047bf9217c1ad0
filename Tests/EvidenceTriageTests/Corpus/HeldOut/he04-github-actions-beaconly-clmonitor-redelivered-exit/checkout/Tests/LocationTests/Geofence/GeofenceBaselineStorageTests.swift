import CoreLocation
import Foundation
import Testing
@testable import BeaconlyLocation

@Suite struct GeofenceBaselineStorageTests {
    let storage = GeofenceBaselineStorage(defaults: UserDefaults(suiteName: UUID().uuidString)!)
    let crossing = Date(timeIntervalSince1970: 1_789_120_044)

    @Test func firstExitIsNew() {
        #expect(storage.record(.exit, region: "store-042", eventDate: crossing) == .newExit)
    }

    /// On device CoreLocation delivers the same crossing two to three times, identical down to the
    /// event date. The movement trigger re-seeds the baseline after the first copy.
    @Test func redeliveredExitAfterReseedIsRefused() {
        #expect(storage.record(.exit, region: "store-042", eventDate: crossing) == .newExit)
        storage.reseedBaseline(region: "store-042", state: .inside)   // movement pass re-seeds
        let decision = storage.record(.exit, region: "store-042", eventDate: crossing)
        #expect(decision == .duplicate)
    }
}
