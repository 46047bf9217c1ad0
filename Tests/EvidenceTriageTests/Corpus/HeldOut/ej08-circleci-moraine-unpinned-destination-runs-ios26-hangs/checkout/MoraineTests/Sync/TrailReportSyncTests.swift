import Testing
@testable import Moraine

@Suite struct TrailReportSyncTests {
    @Test func syncSkipsUnchangedRegions() async throws {
        let api = StubConditionsAPI(regions: ["cairngorms": .unchanged])
        let result = try await TrailReportSync(api: api, store: InMemoryReportStore()).run()
        #expect(result.updated.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func syncMergesUpdatesFromAllRegions() async throws {
        let api = StubConditionsAPI(regions: ["cairngorms": .updated(3), "snowdonia": .updated(2), "lakes": .updated(4)])
        let store = InMemoryReportStore()
        let result = try await TrailReportSync(api: api, store: store).run()
        #expect(result.updated.count == 9)
    }
}
