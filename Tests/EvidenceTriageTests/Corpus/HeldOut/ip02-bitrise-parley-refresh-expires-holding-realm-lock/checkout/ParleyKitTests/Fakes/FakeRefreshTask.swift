import XCTest
@testable import ParleyKit

/// Stands in for BGAppRefreshTask: the OS is not involved in these tests.
final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    private(set) var storeWasInWriteTransactionAtCompletion = false
    let completed = XCTestExpectation(description: "setTaskCompleted called")
    var storeProbe: (() -> Bool)? = { InMemoryRoomStore.current?.isInWriteTransaction ?? false }

    func expire() { expirationHandler?() }

    func setTaskCompleted(success: Bool) {
        if completions.isEmpty {
            storeWasInWriteTransactionAtCompletion = storeProbe?() ?? false
            completed.fulfill()
        }
        completions.append(success)
    }
}

enum TestIdentity {
    /// Lets the app's BackgroundDiagnostics stamp records with the running test.
    static func export(for testCase: XCTestCase) {
        let words = testCase.name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        let suite = words.first.map { String($0.split(separator: ".").last ?? $0) } ?? ""
        setenv("EVIDENCE_TEST_ID", "\(suite)/\(words.last ?? "")", 1)
    }
}
