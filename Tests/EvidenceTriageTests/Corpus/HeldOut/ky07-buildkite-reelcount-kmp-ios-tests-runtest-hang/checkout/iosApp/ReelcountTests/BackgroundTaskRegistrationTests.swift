import XCTest
import Shared
@testable import Reelcount

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testLibrarySyncIdentifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(IosTaskScheduler.shared.LIBRARY_SYNC), "permitted: \(ids), registered: \(IosTaskScheduler.shared.LIBRARY_SYNC)")
    }
}
