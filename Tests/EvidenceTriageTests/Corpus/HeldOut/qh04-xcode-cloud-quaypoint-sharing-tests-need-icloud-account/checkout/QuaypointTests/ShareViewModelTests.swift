import XCTest
import CloudKit
@testable import Quaypoint

@MainActor
final class ShareViewModelTests: XCTestCase {
    let vm = ShareViewModel(container: CKContainer(identifier: "iCloud.com.quaypoint.crew"))

    override func tearDown() async throws {
        try? await vm.deleteTestZones()
    }

    func testCreatingShareForCrewList() async throws {
        let list = CrewList(name: "Saturday regatta")
        let (share, _) = try await vm.fetchOrCreateShare(for: list)
        XCTAssertEqual(share[CKShare.SystemFieldKey.title] as? String, "Saturday regatta")
    }

    func testParticipantsFetchedForExistingShare() async throws {
        let list = CrewList(name: "Dock party")
        _ = try await vm.fetchOrCreateShare(for: list)
        let participants = try await vm.participants(for: list)
        XCTAssertEqual(participants.count, 1)
    }
}
