import XCTest
@testable import Parcelpost

final class DeliveryNotificationSettingsTests: XCTestCase {
    func testServerSyncShowsSpinnerUntilLoaded() {
        let viewModel = NotificationSettingsViewModel(client: StubPreferencesClient(delay: .milliseconds(120)))
        viewModel.onAppear()
        XCTAssertTrue(viewModel.isLoading)
    }

    func testServerSyncAppliesQuietHours() async throws {
        let preferences = DeliveryPreferences()
        preferences.refreshFromServer(StubPreferencesClient(quietHoursStart: 22, quietHoursEnd: 6, delay: .milliseconds(40)))
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(preferences.quietHoursEnd, 6)
    }
}
