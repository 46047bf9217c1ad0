import XCTest
@testable import Kestrel

@MainActor
final class SessionAnalyticsTests: XCTestCase {
    func testSessionStartRecordsSessionID() async throws {
        let store = SessionStore(inMemory: true)
        AnalyticsBootstrap.configure(store: store)
        Analytics.startSession(reason: .test)
        try await store.waitForFirstRecord(timeout: 5)
        XCTAssertNotNil(AnalyticsBootstrap.currentSessionID)
    }
}
