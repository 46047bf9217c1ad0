import FBSnapshotTestCase
import UIKit
@testable import Quaywise

final class RefreshSettingsSnapshotTests: FBSnapshotTestCase {
    private let lastRun = Date(timeIntervalSince1970: 1_740_990_600) // 2025-03-03 08:30 UTC

    override func setUp() {
        super.setUp()
        recordMode = false
        fileNameOptions = [.screenScale]
    }

    private func makeRow(_ state: BackgroundRefreshRow.State) -> BackgroundRefreshRow {
        let row = BackgroundRefreshRow(state: state, timeZone: TimeZone(identifier: "Europe/London")!)
        row.frame = CGRect(x: 0, y: 0, width: 390, height: 64)
        row.layoutIfNeeded()
        return row
    }

    func testBackgroundRefreshRowEnabled() {
        let row = makeRow(.enabled(lastRun: lastRun))
        FBSnapshotVerifyView(row)
    }

    func testBackgroundRefreshRowDisabled() {
        let row = makeRow(.disabledBySystem)
        FBSnapshotVerifyView(row)
    }
}
