import XCTest
@testable import Quarry

final class DownloadResumeStoreTests: XCTestCase {
    func testResumeDataSurvivesSignedURLRefresh() {
        let defaults = UserDefaults(suiteName: "DownloadResumeStoreTests")!
        defaults.removePersistentDomain(forName: "DownloadResumeStoreTests")
        let store = DownloadResumeStore(defaults: defaults)
        let first = URL(string: "https://cdn.quarrycast.example/e/812.mp3?sig=a1")!
        let refreshed = URL(string: "https://cdn.quarrycast.example/e/812.mp3?sig=b2")!
        store.save(Data([1, 2, 3]), for: first)
        XCTAssertEqual(store.resumeData(for: refreshed), Data([1, 2, 3]))
    }
}
