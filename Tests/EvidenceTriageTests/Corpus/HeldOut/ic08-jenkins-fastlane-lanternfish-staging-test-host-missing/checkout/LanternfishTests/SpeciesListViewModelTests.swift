import XCTest
@testable import Lanternfish

final class SpeciesListViewModelTests: XCTestCase {
    func testSectionsSortedAlphabetically() {
        let vm = SpeciesListViewModel()
        vm.load([.fixture("Perch", .freshwater), .fixture("Bream", .freshwater), .fixture("Carp", .freshwater)])
        XCTAssertEqual(vm.sections.first?.names, ["Bream", "Carp", "Perch"])
    }
}
