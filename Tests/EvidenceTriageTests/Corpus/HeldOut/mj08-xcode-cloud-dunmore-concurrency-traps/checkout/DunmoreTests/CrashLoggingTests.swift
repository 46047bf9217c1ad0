import XCTest
@testable import Dunmore

/// Test plan: -com.apple.CoreData.ConcurrencyDebug 1
final class CrashLoggingTests: XCTestCase {
    func testLogMessageFromBackgroundQueue() {
        let store = CrashLoggingStore(container: .inMemory(named: "Dunmore"))
        let logged = expectation(description: "logged")
        DispatchQueue.global().async {
            store.logMessage("backup started")
            logged.fulfill()
        }
        wait(for: [logged], timeout: 5)
    }
}
