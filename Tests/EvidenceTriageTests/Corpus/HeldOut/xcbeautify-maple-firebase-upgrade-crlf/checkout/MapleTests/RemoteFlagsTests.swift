import FirebaseRemoteConfig
import XCTest
@testable import Maple

final class RemoteFlagsTests: XCTestCase {
    func testDefaultsAreRegistered() {
        let defaults = RemoteFlags.defaultValues
        XCTAssertEqual(defaults["backup_on_cellular"] as? Bool, false)
    }

    func testBackupOnCellularDefaultsOff() {
        let flags = RemoteFlags(remoteConfig: RemoteConfig.remoteConfig())
        XCTAssertNotNil(flags)
        XCTAssertFalse(flags.backupOnCellular)
    }
}
