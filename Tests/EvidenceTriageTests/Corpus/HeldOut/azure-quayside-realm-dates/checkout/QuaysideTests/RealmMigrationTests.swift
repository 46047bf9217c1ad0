import XCTest
import RealmSwift
@testable import Quayside

final class RealmMigrationTests: XCTestCase {

    func testOpensV3StoreFixture() throws {
        let url = try Fixtures.copy("deliveries-v3.realm")
        let realm = try Realm(configuration: RealmProvider.configuration(fileURL: url))
        XCTAssertEqual(realm.objects(Delivery.self).count, 42)
    }
}
