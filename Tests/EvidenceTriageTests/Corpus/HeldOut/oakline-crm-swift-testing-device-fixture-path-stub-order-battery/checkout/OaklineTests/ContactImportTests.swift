import Testing
import Foundation
@testable import Oakline

@Suite("Contact import")
struct ContactImportTests {
    @Test("Imports vCard fixture")
    func importsVCardFixture() throws {
        let url = ResourceHelper.url(forResource: "three-contacts", withExtension: "vcf")
        let contacts = try VCardImporter().contacts(from: Data(contentsOf: url))
        #expect(contacts.count == 3)
    }
}
