import XCTest
import BackgroundTasks
@testable import SableQuay

final class ReleaseConfigTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testRefreshTaskPermittedInShippingPlist() {
        XCTAssertTrue(permitted.contains("com.sablequay.refresh"))
    }

    func testReindexTaskPermittedInShippingPlist() {
        XCTAssertTrue(permitted.contains("com.sablequay.reindex"), "Info-Release.plist must list the nightly reindex task")
    }
}
