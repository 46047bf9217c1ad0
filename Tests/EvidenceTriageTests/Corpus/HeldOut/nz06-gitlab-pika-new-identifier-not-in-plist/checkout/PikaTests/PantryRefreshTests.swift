import Testing
import Foundation
@testable import Pika

@Suite struct PantryRefreshTests {
    @Test func refreshRequestIsAccepted() throws {
        try PantryRefresh.submit()
    }

    @Test func pantryRefreshEventuallyRuns() async throws {
        try? PantryRefresh.submit()
        let ran = await waitUntil(timeout: .seconds(90)) { PantryStore.shared.lastExpiryRefresh != nil }
        #expect(ran)
    }
}
