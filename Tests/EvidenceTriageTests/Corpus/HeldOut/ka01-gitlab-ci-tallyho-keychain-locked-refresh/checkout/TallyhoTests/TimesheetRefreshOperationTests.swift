import Security
import XCTest
@testable import Tallyho

final class TimesheetRefreshOperationTests: XCTestCase {
    private var keychain: FakeKeychain!
    private var store: InMemoryTimesheetStore!
    private var api: StubTimesheetAPI!
    private var session: SessionState!

    override func setUp() {
        super.setUp()
        keychain = FakeKeychain()
        store = InMemoryTimesheetStore(entries: TimesheetEntry.fixtures(count: 14))
        api = StubTimesheetAPI()
        session = SessionState(signedIn: true)
    }

    private func makeOperation() -> TimesheetRefreshOperation {
        TimesheetRefreshOperation(vault: TokenVault(keychain: keychain), api: api, store: store, session: session)
    }

    func testRefreshMergesServerChanges() async throws {
        keychain.items["access"] = Data("a-1".utf8)
        api.changes = TimesheetEntry.fixtures(count: 3, startingAt: 14)
        let ok = await makeOperation().refresh()
        XCTAssertTrue(ok)
        XCTAssertEqual(store.count, 17)
    }

    func testRefreshReportsFailureWhenServerFails() async {
        keychain.items["access"] = Data("a-1".utf8)
        api.error = URLError(.timedOut)
        let ok = await makeOperation().refresh()
        XCTAssertFalse(ok)
        XCTAssertEqual(store.count, 14)
    }

    /// A locked device answers keychain reads with errSecInteractionNotAllowed; that is
    /// not a signed-out user and must not cost the user their local timesheets.
    func testRefreshWhileLockedKeepsLocalTimesheets() async {
        keychain.items["access"] = Data("a-1".utf8)
        keychain.lockedStatus = errSecInteractionNotAllowed
        let ok = await makeOperation().refresh()
        XCTAssertFalse(ok)
        XCTAssertTrue(session.isSignedIn, "a locked keychain signed the user out")
        XCTAssertEqual(store.count, 14, "local timesheets were wiped after the token read failed with errSecInteractionNotAllowed (-25308)")
    }
}

final class FakeKeychain: KeychainAccessing {
    var items: [String: Data] = [:]
    var lockedStatus: OSStatus?

    func add(_ query: [String: Any]) -> OSStatus {
        items[query[kSecAttrAccount as String] as! String] = query[kSecValueData as String] as? Data
        return errSecSuccess
    }

    func copyMatching(_ query: [String: Any], result: inout AnyObject?) -> OSStatus {
        if let lockedStatus { return lockedStatus }
        guard let data = items[query[kSecAttrAccount as String] as! String] else { return errSecItemNotFound }
        result = data as AnyObject
        return errSecSuccess
    }

    func delete(_ query: [String: Any]) -> OSStatus {
        if let account = query[kSecAttrAccount as String] as? String { items[account] = nil } else { items = [:] }
        return errSecSuccess
    }
}
