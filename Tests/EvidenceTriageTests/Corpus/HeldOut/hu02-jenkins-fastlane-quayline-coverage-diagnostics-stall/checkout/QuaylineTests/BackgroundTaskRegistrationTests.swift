import XCTest
@testable import Quayline

final class BackgroundTaskRegistrationTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testManifestRefreshIdentifierIsPermitted() {
        XCTAssertTrue(permitted.contains(ManifestRefreshTask.identifier))
    }

    func testOutboxFlushIdentifierIsPermitted() {
        XCTAssertTrue(permitted.contains(OutboxFlushTask.identifier),
                      "\(OutboxFlushTask.identifier) missing from BGTaskSchedulerPermittedIdentifiers \(permitted)")
    }
}
