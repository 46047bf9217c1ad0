import XCTest
import CoreBluetooth
@testable import LatchkeyKit

final class CentralRestorationTests: XCTestCase {
    private let queue = DispatchQueue(label: "test.central")

    func testRestoreIdentifierIsStable() {
        XCTAssertEqual(CoreBluetoothCentral.restoreIdentifier, "com.latchkey.app.central")
    }

    /// Builds the shipped central (with CBCentralManagerOptionRestoreIdentifierKey)
    /// inside the app host, exactly as AppDelegate does at launch.
    func testCentralCreatedWithRestoreIdentifier() {
        let session = LockSession(writer: RecordingWriter())
        let central = CoreBluetoothCentral.live(delegate: session, queue: queue)
        XCTAssertNotNil(central)
    }
}
