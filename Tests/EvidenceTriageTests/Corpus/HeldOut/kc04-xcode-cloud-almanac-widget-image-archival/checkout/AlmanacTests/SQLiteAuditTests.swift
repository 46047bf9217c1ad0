import XCTest
@testable import Almanac

final class SQLiteAuditTests: XCTestCase {
    /// URLSession keeps its own Cache.db under Library/Caches/<bundle id>/; the audit must only
    /// look at databases the app opens itself.
    func testAuditIgnoresSystemDatabases() async throws {
        _ = try await URLSession.shared.data(from: URL(string: "https://feed.almanac.example/v1/today")!)
        SQLiteAudit.run()
    }
}
