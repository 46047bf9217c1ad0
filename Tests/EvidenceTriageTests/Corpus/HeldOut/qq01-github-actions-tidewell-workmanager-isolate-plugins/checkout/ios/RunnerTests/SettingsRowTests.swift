import XCTest
@testable import Runner

final class SettingsRowTests: XCTestCase {
    func testAlertToggleReflectsStoredValue() throws {
        let store = try SettingsStore.ephemeral()
        store.set(true, for: .lowTideAlerts)
        let row = SettingsRowModel(key: .lowTideAlerts, store: store)
        let exp = expectation(description: "row refreshed")
        row.onChange = { exp.fulfill() }
        row.reload()
        wait(for: [exp], timeout: 2)
        XCTAssertTrue(row.isOn)
    }
}
