import Testing
@testable import LarchmontKit

/// OrdersRefreshJob runs from the BGAppRefreshTask handler and from pull-to-refresh.
/// Both paths may overlap when the app comes to the foreground during a background refresh.
@Suite struct RefreshJobConcurrencyTests {
    let client = StubOrdersClient(pages: [[.init(id: "ord-7731", status: .shipped)]])

    @Test func repeatedRunIsIdempotent() async throws {
        let store = try OrdersStore.inMemory()
        let job = OrdersRefreshJob(client: client, store: store)
        try await job.run()
        try await job.run()
        #expect(store.rows(for: "ord-7731").count == 1)
    }

    @Test func overlappingBackgroundAndForegroundSyncKeepOneRow() async throws {
        let store = try OrdersStore.inMemory()
        let background = OrdersRefreshJob(client: client, store: store, context: store.newBackgroundContext())
        let foreground = OrdersRefreshJob(client: client, store: store, context: store.newBackgroundContext())
        async let a: Void = background.run()
        async let b: Void = foreground.run()
        _ = try await (a, b)
        #expect(store.rows(for: "ord-7731").count == 1)
    }

    @Test func cursorAdvancesOnlyAfterCommit() async throws {
        let store = try OrdersStore.inMemory(failingCommitAfter: 0)
        let job = OrdersRefreshJob(client: client, store: store)
        await #expect(throws: OrdersStore.Error.self) { try await job.run() }
        #expect(store.cursor == nil)
    }
}
