import SnapshotTesting
import XCTest
@testable import Skylark

final class MonthPickerSnapshotTests: XCTestCase {
    func testMonthYearPicker() {
        let picker = MonthYearPickerView(selected: .init(year: 2026, month: 3))
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        assertSnapshot(of: picker, as: .image(precision: 0.99))
    }
}
