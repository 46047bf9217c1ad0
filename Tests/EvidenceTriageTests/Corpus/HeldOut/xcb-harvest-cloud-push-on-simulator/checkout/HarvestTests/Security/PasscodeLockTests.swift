import XCTest
import LocalAuthentication
@testable import Harvest

final class PasscodeLockTests: XCTestCase {
    private let lock = PasscodeLock(store: InMemoryKeychain())

    func testEnableFaceIDUnlock() throws {
        try lock.setPasscode("2468")
        XCTAssertTrue(lock.enableBiometricUnlock(context: LAContext()))
    }
}
