import XCTest
@testable import Hearth

@MainActor
final class EntityListViewModelTests: XCTestCase {
    func testGroupsByArea() {
        let vm = EntityListViewModel(entities: .fixture)
        XCTAssertEqual(vm.sections.map(\.title), ["Kitchen", "Living Room", "Unassigned"])
    }
}
