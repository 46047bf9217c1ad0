import Foundation
import Testing
@testable import Waypost

/// Device lab: submit the real auto-checkout refresh and let iOS run it.
@Suite(.serialized) struct AutoCheckoutSchedulingTests {
    @Test func autoCheckoutRunsAtVenueClosing() async throws {
        let store = CheckinStore.shared
        store.checkIn(.fixture(venue: .harbourHall(closes: Date().addingTimeInterval(30))))
        try AppDelegate.current.autoCheckout.schedule(at: Date().addingTimeInterval(31))

        try await Task.sleep(for: .seconds(90))

        #expect(store.activeCheckin == nil)
    }
}
