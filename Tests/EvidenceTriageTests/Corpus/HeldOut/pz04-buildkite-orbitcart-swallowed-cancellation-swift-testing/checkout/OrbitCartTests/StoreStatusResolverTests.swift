import Testing
@testable import OrbitCart

@Suite struct StoreStatusResolverTests {
    @Test func appliesProbedStatusToMatchingRows() async {
        let model = StoreListModel(rows: [.init(storeID: "s1"), .init(storeID: "s2")])
        let resolver = StoreStatusResolver(model: model, probe: { _ in ["s1": "open"] })
        resolver.refresh()
        for _ in 0..<4 { await Task.yield() }
        #expect(model.rows[0].status == "open")
    }
}
