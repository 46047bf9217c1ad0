//
//  PasscodeLockTests.swift
//

import XCTest
@testable import Lockbox

final class PasscodeLockTests: XCTestCase {
    func testBiometricUnlockPromptsFaceID() async throws {
        let lock = PasscodeLock(storage: .inMemory, allowBiometrics: true)
        try lock.setPasscode("4821")
        let result = try await lock.unlockWithBiometrics(reason: "Unlock your vault")
        XCTAssertEqual(result, .unlocked)
    }

}
