import XCTest
@testable import Gatherly

@MainActor
final class InviteListViewModelTests: XCTestCase {
    func testLoadInvitesPublishesRows() async throws {
        let service = InviteService(session: .stubbed(json: "invites-three"), baseURL: URL(string: "https://api.gatherly.test")!)
        let model = InviteListViewModel(service: service)

        model.load()
        try await waitUntil { !model.isLoading }

        XCTAssertEqual(model.invites.map(\.title), ["Book club", "Sam's 30th", "Allotment work day"])
    }
}
