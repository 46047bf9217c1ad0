import XCTest
@testable import Sableford

final class SessionListViewModelTests: XCTestCase {
    func testFavoritesSortedByStartTime() {
        let vm = SessionListViewModel(sessions: .fixtureDay1, favorites: ["s3", "s1", "s2"])
        XCTAssertEqual(vm.favoriteSessions.map(\.id), ["s1", "s2", "s3"])
    }
}
