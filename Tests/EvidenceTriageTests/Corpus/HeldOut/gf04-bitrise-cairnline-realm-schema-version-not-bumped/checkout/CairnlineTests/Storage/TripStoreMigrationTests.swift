import RealmSwift
import XCTest
@testable import Cairnline

/// Opens store files captured from shipped builds with today's configuration.
final class TripStoreMigrationTests: XCTestCase {
    private var workingCopy: URL!

    override func setUpWithError() throws {
        workingCopy = FileManager.default.temporaryDirectory
            .appendingPathComponent(UUID().uuidString)
            .appendingPathExtension("realm")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workingCopy)
    }

    private func copyFixture(_ name: String) throws {
        let source = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "realm"))
        try FileManager.default.copyItem(at: source, to: workingCopy)
    }

    func testOpensV4FixtureAndFillsDistanceUnit() throws {
        try copyFixture("trips-v4")
        let realm = try Realm(configuration: RealmConfigurator.makeConfiguration(fileURL: workingCopy))
        XCTAssertEqual(Set(realm.objects(Trip.self).map(\.distanceUnit)), ["km"])
    }

    func testOpensV7FixtureWithCurrentSchema() throws {
        try copyFixture("trips-v7")
        let configuration = RealmConfigurator.makeConfiguration(fileURL: workingCopy)

        XCTAssertNoThrow(try Realm(configuration: configuration))
    }
}
