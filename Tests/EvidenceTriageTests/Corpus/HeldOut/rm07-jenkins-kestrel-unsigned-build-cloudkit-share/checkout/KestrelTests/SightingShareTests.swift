import XCTest
import CloudKit
@testable import Kestrel

final class SightingShareTests: XCTestCase {
    func testCreatesShareForSighting() {
        let share = SightingSharing().makeShare(for: .fixture(species: "Common kestrel"))
        XCTAssertEqual(share[CKShare.SystemFieldKey.title] as? String, "Common kestrel")
    }

    func testSharePublicPermissionIsNone() {
        let share = SightingSharing().makeShare(for: .fixture(species: "Merlin"))
        XCTAssertEqual(share.publicPermission, .none)
    }
}
