import XCTest
import StoreKitTest
@testable import Saltgrass

/// Base class for tests that talk to StoreKit: loads the local configuration
/// before every test and waits for StoreKit to pick it up.
class StoreKitConfigTestCase: XCTestCase {
    var testSession: SKTestSession!

    override func setUp() async throws {
        try await super.setUp()
        testSession = try SKTestSession(configurationFileNamed: "SaltgrassTests")
        testSession.resetToDefaultState()
        testSession.clearTransactions()
        testSession.disableDialogs = true
        try await Task.sleep(nanoseconds: 500_000_000)
        Store.configureForTesting(apiKey: TestKeys.revenueCat)
    }
}
