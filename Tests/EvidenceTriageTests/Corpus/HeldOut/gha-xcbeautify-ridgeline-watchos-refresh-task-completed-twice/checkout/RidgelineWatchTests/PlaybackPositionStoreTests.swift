import Foundation
import Testing
@testable import RidgelineWatch

@Suite struct PlaybackPositionStoreTests {
    @Test func restoresPositionAfterRelaunch() throws {
        let defaults = try #require(UserDefaults(suiteName: "PlaybackPositionStoreTests"))
        defaults.removePersistentDomain(forName: "PlaybackPositionStoreTests")

        PlaybackPositionStore(defaults: defaults).save(position: 1_312.5, for: "ep-880")
        let restored = PlaybackPositionStore(defaults: defaults).position(for: "ep-880")

        #expect(restored == 1_312.5)
    }
}
