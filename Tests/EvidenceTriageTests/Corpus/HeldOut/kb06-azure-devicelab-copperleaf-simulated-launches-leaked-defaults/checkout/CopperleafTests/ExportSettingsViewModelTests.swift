import XCTest
@testable import Copperleaf

final class ExportSettingsViewModelTests: XCTestCase {
    func testLastExportLabelReadsNeverForNewAccount() {
        let viewModel = ExportSettingsViewModel(defaults: .standard)
        XCTAssertEqual(viewModel.lastExportLabel, "Last export: Never")
    }
}
