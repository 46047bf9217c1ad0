import XCTest
@testable import Lumen

final class DatasetsFetcherTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    /// Start background update task when the user turns on the feature and background tasks are available.
    func testStartsBackgroundUpdateWhenUserTurnsOnFeature() {
        let fetcher = AppDependencies.shared.datasetsFetcher
        let updated = expectation(forNotification: .mspDatasetsUpdated, object: nil)
        fetcher.userDidEnableProtection()
        wait(for: [updated], timeout: 60)
        XCTAssertNotNil(fetcher.lastUpdate)
    }
}
