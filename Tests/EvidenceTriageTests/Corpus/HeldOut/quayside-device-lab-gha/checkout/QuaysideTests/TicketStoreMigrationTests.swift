import XCTest
import CoreData
@testable import Quayside

final class TicketStoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    func testOpensFreshStore() {
        let store = TicketStore(storeURL: workDir.appendingPathComponent("Tickets.sqlite"))
        let loaded = expectation(description: "fresh store loaded")
        store.load { error in
            XCTAssertNil(error)
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 5)
    }

    /// Fixture copied from a device running App Store build 3.4 (model "Quayside 3").
    func testOpensStoreWrittenByRelease3() throws {
        let fixtures = Bundle(for: Self.self)
        let storeURL = workDir.appendingPathComponent("Tickets-r3.sqlite")
        try FileManager.default.copyItem(at: fixtures.url(forResource: "Tickets-r3", withExtension: "sqlite")!,
                                         to: storeURL)
        let momd = Bundle.main.url(forResource: TicketStore.modelName, withExtension: "momd")!
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: momd.path))?
            .filter { $0.hasSuffix(".mom") }.sorted() ?? []
        print("TicketStoreMigrationTests: bundled model versions = \(versions)")

        let store = TicketStore(storeURL: storeURL)
        let loaded = expectation(description: "release-3 store loaded")
        store.load { error in
            if let error = error {
                XCTFail("Store written by 3.x did not load: \(error)")
            }
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 10)
    }
}
