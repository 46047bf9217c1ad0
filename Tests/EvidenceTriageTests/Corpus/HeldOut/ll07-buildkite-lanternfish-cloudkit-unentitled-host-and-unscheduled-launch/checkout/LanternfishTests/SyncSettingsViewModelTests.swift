import XCTest
@testable import Lanternfish

@MainActor
final class SyncSettingsViewModelTests: XCTestCase {
    /// CI's test host is unsigned, so this exercises the local-only path for real.
    func testUnentitledBuildShowsLocalOnlyBanner() async {
        let model = SyncSettingsViewModel()
        await model.refresh()
        XCTAssertEqual(model.banner, .localOnly)
    }
}
