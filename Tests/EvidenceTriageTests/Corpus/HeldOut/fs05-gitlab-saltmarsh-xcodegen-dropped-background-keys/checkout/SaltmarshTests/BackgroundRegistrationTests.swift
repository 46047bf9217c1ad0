import XCTest
@testable import Saltmarsh

/// The app registers its tasks at launch (the test host launches it once); these tests read what it recorded.
final class BackgroundRegistrationTests: XCTestCase {
    private func registrationRecords() throws -> [TaskRecord] {
        try TaskRecorder.shared.readAll().filter { $0.phase == .registration }
    }

    func testAllTaskIdentifiersRegisterAtLaunch() throws {
        let records = try registrationRecords()
        XCTAssertEqual(Set(records.map(\.identifier)),
                       [BackgroundTaskRegistry.tideRefresh, BackgroundTaskRegistry.chartCacheCleanup])
        for record in records {
            XCTAssertTrue(record.outcome == .succeeded,
                          "registration failed for \(record.identifier) (errorType: \(record.errorType ?? "nil"))")
        }
    }

    func testRegistrationHappensOnlyOnce() throws {
        let records = try registrationRecords()
        XCTAssertEqual(records.count, 2)
    }
}
