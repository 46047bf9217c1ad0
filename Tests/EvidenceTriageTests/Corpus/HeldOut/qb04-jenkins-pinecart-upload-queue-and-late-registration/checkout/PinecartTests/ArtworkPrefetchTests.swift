import XCTest
import BackgroundTasks
@testable import Pinecart

final class ArtworkPrefetchTests: XCTestCase {
    func testEnablingPrefetchSchedulesTask() throws {
        let settings = SettingsStore(defaults: UserDefaults(suiteName: #function)!)
        settings.artworkPrefetchEnabled = true
        try ArtworkPrefetcher.shared.enable(settings: settings)
        XCTAssertTrue(ArtworkPrefetcher.shared.isScheduled)
    }
}
