import XCTest
import shared
@testable import iosApp

final class ReadingListViewModelTests: XCTestCase {
    func testSortsNewestFirst() {
        let vm = ReadingListViewModel()
        vm.load(Fixtures.readings(["2022-09-14T06:00:00Z", "2022-09-15T06:00:00Z", "2022-09-13T06:00:00Z"]))
        XCTAssertEqual(vm.rows.first?.takenAtIso, "2022-09-15T06:00:00Z")
    }
}
