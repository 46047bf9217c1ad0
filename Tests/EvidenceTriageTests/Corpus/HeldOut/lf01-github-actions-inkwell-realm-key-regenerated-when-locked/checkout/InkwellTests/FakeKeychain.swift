import Foundation
import XCTest
import Security
@testable import Inkwell

final class FakeKeychain: KeychainServicing {
    var stored: Data?
    /// Status returned by reads while the "device" is locked.
    var lockedStatus: OSStatus?
    private(set) var addCount = 0
    private(set) var lastAddAttributes: [String: Any] = [:]

    func copyMatching(_ query: [String: Any]) -> (OSStatus, Data?) {
        if let lockedStatus { return (lockedStatus, nil) }
        guard let stored else { return (errSecItemNotFound, nil) }
        return (errSecSuccess, stored)
    }

    func add(_ attributes: [String: Any]) -> OSStatus {
        addCount += 1
        lastAddAttributes = attributes
        if stored != nil { return errSecDuplicateItem }
        stored = attributes[kSecValueData as String] as? Data
        return errSecSuccess
    }
}

class InkwellTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }
}
