import XCTest
@testable import Tidewatch

final class AudioRefreshTests: XCTestCase {
    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(AppIdentifiers.audioRefreshTask),
                      "\(AppIdentifiers.audioRefreshTask) not in \(permitted)")
    }

    func testAudioRefreshKeepsAlarmSessionAlive() {
        let keepAlive = AudioKeepAlive.shared
        keepAlive.schedule(after: 1)
        let fired = expectation(for: NSPredicate { _, _ in keepAlive.lastRefresh != nil },
                                evaluatedWith: nil)
        wait(for: [fired], timeout: 120)
    }
}
