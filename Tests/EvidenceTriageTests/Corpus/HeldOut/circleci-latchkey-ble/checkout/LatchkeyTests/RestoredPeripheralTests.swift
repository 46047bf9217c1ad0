import XCTest
import CoreBluetooth
@testable import LatchkeyKit

/// Drives LockSession through a simulated state-restoration relaunch using the
/// in-repo FakeCentral (no radio involved).
final class RestoredPeripheralTests: XCTestCase {

    func testRestoredLockIsAdopted() {
        let central = FakeCentral(state: .unknown)
        let session = LockSession(writer: RecordingWriter())
        central.simulateRestore(peripherals: [FakePeripheral.frontDoor], delegate: session)
        XCTAssertEqual(session.lock?.identifier, FakePeripheral.frontDoor.identifier)
    }

    /// iOS hands back restored peripherals before the central is powered on.
    /// Commands issued in that window are rejected by CoreBluetooth ("API MISUSE
    /// ... can only accept this command while in the powered on state").
    func testNoWritesBeforePoweredOn() {
        let central = FakeCentral(state: .unknown)
        let writer = RecordingWriter()
        let session = LockSession(writer: writer)

        central.simulateRestore(peripherals: [FakePeripheral.frontDoor], delegate: session)

        XCTAssertEqual(writer.writes(before: .poweredOn, on: central).count, 0, "writes issued before central reached .poweredOn")
        central.transition(to: .poweredOn, delegate: session)
        XCTAssertEqual(writer.writes.count, 1)
    }
}
