import XCTest
@testable import Lanternfish

/// Runs the catalog refresh job (BGAppRefreshTask body) with a stubbed URLSession.
final class CatalogRefreshTaskTests: XCTestCase {
    func testNotModifiedKeepsETag() async throws {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.set("\"v41\"", forKey: CatalogRefreshJob.etagKey)
        let job = CatalogRefreshJob(session: .stubbed(status: 304), defaults: defaults)
        try await job.run()
        XCTAssertEqual(defaults.string(forKey: CatalogRefreshJob.etagKey), "\"v41\"")
    }
}
