import Testing
@testable import Saltmarsh

@Suite("Step aggregation")
struct StepAggregatorTests {
    @Test func mergesOverlappingSources() async {
        // iPhone and Watch both recorded 09:00-09:10; the aggregator must publish one merged batch.
        let aggregator = StepAggregator(priority: [.watch, .phone])
        await confirmation("published merged batch", expectedCount: 1) { published in
            aggregator.onPublish = { _ in published() }
            await aggregator.ingest([.fixturePhone0900, .fixtureWatch0900])
        }
        #expect(aggregator.total(on: .fixtureDay) == 1_180)
    }
}
