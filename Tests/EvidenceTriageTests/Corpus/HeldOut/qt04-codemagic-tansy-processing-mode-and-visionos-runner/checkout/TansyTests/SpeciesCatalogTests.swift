import Testing
@testable import Tansy

struct SpeciesCatalogTests {
    @Test func lookupIsCaseInsensitive() {
        let catalog = SpeciesCatalog.bundled
        #expect(catalog.lookup("monstera deliciosa") != nil)
        #expect(catalog.lookup("MONSTERA DELICIOSA") != nil)
    }

    @Test func unknownSpeciesReturnsNil() {
        #expect(SpeciesCatalog.bundled.lookup("not a plant") == nil)
    }
}
