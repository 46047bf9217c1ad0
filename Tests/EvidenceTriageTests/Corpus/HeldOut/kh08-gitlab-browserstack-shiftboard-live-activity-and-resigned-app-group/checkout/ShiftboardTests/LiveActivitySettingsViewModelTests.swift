import XCTest
@testable import Shiftboard

private struct StubAuthorization: LiveActivityAuthorizing {
    var areActivitiesEnabled: Bool
}

final class LiveActivitySettingsViewModelTests: XCTestCase {
    func testIPhoneWithPermissionShowsToggle() {
        let vm = LiveActivitySettingsViewModel(authorization: StubAuthorization(areActivitiesEnabled: true), idiom: .phone)
        XCTAssertEqual(vm.row, .enabled)
    }

    func testDisabledInSettingsOffersShortcut() {
        let vm = LiveActivitySettingsViewModel(authorization: StubAuthorization(areActivitiesEnabled: false), idiom: .phone)
        XCTAssertEqual(vm.row, .openSettings)
    }

    /// iPadOS 17+ supports Live Activities (Lock Screen only, no Dynamic Island).
    func testIPadOffersLiveActivityToggle() {
        let vm = LiveActivitySettingsViewModel(authorization: StubAuthorization(areActivitiesEnabled: true), idiom: .pad)
        XCTAssertEqual(vm.row, .enabled)
    }
}
