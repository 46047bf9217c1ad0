import XCTest
import SwiftData
@testable import Wrenmoor

@MainActor
final class DigestRefreshJobTests: XCTestCase {
    func testRefreshWritesSummaries() async throws {
        let container = try ModelContainer.preview(episodesWithoutSummary: 5)
        let job = DigestRefreshJob(context: container.mainContext, summarizer: StubSummarizer())
        try await job.run()
        let missing = try container.mainContext.fetchCount(FetchDescriptor<Episode>(predicate: #Predicate { $0.summary == nil }))
        XCTAssertEqual(missing, 0)
    }
}
