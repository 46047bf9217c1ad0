import XCTest
@testable import ShutterGuild

final class ClubListViewModelTests: XCTestCase {
    func testSortsByTownThenName() {
        let vm = ClubListViewModel(clubs: [.fixture("Fotoclub Zoom", town: "Breda"),
                                           .fixture("Amersfoort Foto", town: "Amersfoort"),
                                           .fixture("Beeld & Licht", town: "Breda")])
        XCTAssertEqual(vm.rows.map(\.name), ["Amersfoort Foto", "Beeld & Licht", "Fotoclub Zoom"])
    }
}
