import XCTest
import SwiftData
@testable import Moss

@MainActor
final class PlaceIndexJobTests: XCTestCase {
    var container: ModelContainer!

    override func setUpWithError() throws {
        container = try ModelContainer.preview(countries: ["PT", "JP", "CL"], visitsPerCountry: 1)
    }

    func testIndexJobUpdatesVisitCounts() async throws {
        try await PlaceIndexJob(container: container).run()
        let counts = try container.mainContext.fetch(FetchDescriptor<Country>()).map(\.visitCount)
        XCTAssertEqual(counts.reduce(0, +), 3)
    }

    func testIndexJobIsIdempotent() async throws {
        let job = PlaceIndexJob(container: container)
        try await job.run()
        try await job.run()
        let counts = try container.mainContext.fetch(FetchDescriptor<Country>()).map(\.visitCount)
        XCTAssertEqual(counts.reduce(0, +), 3, "re-running the index job must not double count")
    }
}
