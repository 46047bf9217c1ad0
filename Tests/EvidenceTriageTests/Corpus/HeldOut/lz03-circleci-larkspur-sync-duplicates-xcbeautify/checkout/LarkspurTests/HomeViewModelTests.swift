import XCTest
@testable import Larkspur

@MainActor
final class HomeViewModelTests: XCTestCase {
    func testSpinnerShownWhenBackgroundRefreshIsStale() {
        let status = BackgroundRefreshStatus(inProgressSince: .now.addingTimeInterval(-300))
        let model = HomeViewModel(refreshStatus: status, lastUpdated: .now.addingTimeInterval(-300))

        model.sceneDidBecomeActive()

        XCTAssertTrue(model.isShowingSyncSpinner, "spinner hidden while showing data 5 minutes old")
    }
}
