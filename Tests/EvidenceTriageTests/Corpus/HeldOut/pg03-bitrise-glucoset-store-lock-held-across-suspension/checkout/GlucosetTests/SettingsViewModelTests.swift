import XCTest
@testable import Glucoset

final class SettingsViewModelTests: XCTestCase {
    func testUnitToggleSwitchesToMmol() async {
        let vm = SettingsViewModel(store: .ephemeral())
        await vm.toggleUnit()
        XCTAssertEqual(vm.unitLabel, "mmol/L")
    }
}
