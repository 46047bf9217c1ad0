import Testing
@testable import Fernhill

struct SightingLogDistributorTests {
    @Test func distributesAllPendingLogs() {
        let distributor = SightingLogDistributor.shared
        var received: [String] = []
        distributor.addObserver { received.append($0) }
        distributor.log("imported 1 sighting from checklist S-118")
        distributor.distributeAllPending()
        #expect(received.count == 1)
    }
}
