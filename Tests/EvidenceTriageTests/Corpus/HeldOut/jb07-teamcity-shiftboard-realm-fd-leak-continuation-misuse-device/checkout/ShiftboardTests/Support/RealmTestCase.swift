import RealmSwift
import XCTest
@testable import Shiftboard

/// Every test gets its own in-memory Realm, as the Realm docs recommend.
class RealmTestCase: XCTestCase {
    var realm: Realm!

    override func setUpWithError() throws {
        try super.setUpWithError()
        var configuration = Realm.Configuration()
        configuration.inMemoryIdentifier = name
        realm = try RealmProvider.realm(configuration)
    }
}
