import XCTest
import CloudKit
@testable import Ledgerly

final class ContainerSetupTests: XCTestCase {

    func testContainerIdentifierMatchesConfiguration() {
        XCTAssertEqual(CloudConfig.containerIdentifier, "iCloud.com.ledgerly.app")
    }

    func testPrivateDatabaseAccountReachable() async throws {
        let container = CKContainer(identifier: CloudConfig.containerIdentifier)
        let status = try await container.accountStatus()
        XCTAssertEqual(status, .available)

        let zones = try await container.privateCloudDatabase.allRecordZones()

        XCTAssertTrue(zones.contains { $0.zoneID.zoneName == "com.apple.coredata.cloudkit.zone" })
    }
}
