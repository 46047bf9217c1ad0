import Testing
import CoreBluetooth
@testable import Cadencely

@Suite("Heart strap restore", .serialized)
struct HeartStrapRestoreTests {
    @Test func restoresPairedStrapOnLaunch() async throws {
        let saved = try #require(PairingStore.shared.lastStrapIdentifier)
        let link = StrapLink()
        let strap = link.restore(identifier: saved)
        #expect(strap != nil, "paired strap was not restored at launch")
    }
}
