import Testing
@testable import Moorings

struct HarbourCodeTests {

    @Test(arguments: ["PLY", "FAL", "DVR"])
    func acceptsUppercaseCodes(_ code: String) {
        #expect(HarbourCode(code) != nil)
    }

    @Test func rejectsLowercaseCodes() {
        #expect(HarbourCode("ply") == nil)
    }
}
