import XCTest
import CoreData
@testable import Quayside

final class BerthStoreTests: XCTestCase {
    private var container: NSPersistentContainer!
    private var store: BerthStore!

    override func setUp() {
        super.setUp()
        container = TestCoreDataStack.makeContainer()
        store = BerthStore(context: container.viewContext)
    }

    func testImportingSameBerthTwiceKeepsOneRow() throws {
        let first = BerthDTO(berthID: "N-14", vessel: "Maren Sol", eta: Date(timeIntervalSince1970: 1_800_000_000))
        let again = BerthDTO(berthID: "N-14", vessel: "Maren Sol", eta: Date(timeIntervalSince1970: 1_800_000_600))

        try store.importBerths([first])
        try store.importBerths([again])

        let rows = try container.viewContext.count(for: Berth.fetchRequest())
        XCTAssertEqual(rows, 1, "the berthID uniqueness constraint should merge the second import into the first row")
    }

    func testUpdatedBerthKeepsNewestEta() throws {
        let dto = BerthDTO(berthID: "S-02", vessel: "Kittiwake", eta: Date(timeIntervalSince1970: 1_800_000_000))
        try store.importBerths([dto])
        XCTAssertEqual(try store.berth(id: "S-02")?.eta, dto.eta)
    }
}
