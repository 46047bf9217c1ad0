import Nimble
import Quick
@testable import Brambleworks

final class InventoryImportSpec: QuickSpec {
    override class func spec() {
        describe("InventoryImport") {
            var store: InMemoryInventoryStore!
            beforeEach { store = InMemoryInventoryStore() }

            context("when importing a small CSV") {
                it("imports every row") {
                    let importer = InventoryImporter(store: store)
                    importer.run(csv: Fixtures.url("pricelist-small.csv")) { _ in }
                    expect(store.items).toEventually(haveCount(40))
                }
            }

            context("when importing a large CSV") {
                it("finishes the import") {
                    let importer = InventoryImporter(store: store)
                    var imported: Int?
                    importer.run(csv: Fixtures.url("pricelist-18k.csv")) { result in
                        imported = try? result.get()
                    }
                    expect(imported).toEventually(equal(18_204))
                }
            }
        }
    }
}
