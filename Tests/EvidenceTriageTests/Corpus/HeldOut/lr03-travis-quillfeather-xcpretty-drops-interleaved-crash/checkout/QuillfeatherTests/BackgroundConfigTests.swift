import XCTest
@testable import Quillfeather

/// The hosted tests run inside the built app, so Bundle.main is the built Info.plist.
final class BackgroundConfigTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testOutboxFlushIdentifierIsPermitted() {
        XCTAssertTrue(permitted.contains(OutboxFlushJob.identifier),
                      "\(OutboxFlushJob.identifier) must be listed in BGTaskSchedulerPermittedIdentifiers")
    }

    func testRefreshIdentifierIsPermitted() {
        XCTAssertTrue(permitted.contains(JournalRefresh.identifier))
    }
}
