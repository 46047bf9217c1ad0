import XCTest
@testable import Notewell

/// Both app builds pin the container to the Production environment
/// (com.apple.developer.icloud-container-environment), and CloudKit only creates
/// fields on save in Development. A field we write that Production does not hold
/// makes the server reject the whole record.
final class ProductionSchemaParityTests: XCTestCase {
    func testEveryWrittenNoteFieldIsDeployed() throws {
        let schema = try ProductionSchema.load(named: "Production.ckdb")
        let deployed = schema.fields(ofRecordType: "Note")
        let written = Set(NoteSyncField.allCases.map(\.rawValue))
        let missing = written.subtracting(deployed).sorted()
        XCTAssertEqual(missing, [], "fields written by NoteRecordMapper but absent from CloudKit/Schema/Production.ckdb")
    }

    func testEveryWrittenFolderFieldIsDeployed() throws {
        let schema = try ProductionSchema.load(named: "Production.ckdb")
        let missing = Set(FolderSyncField.allCases.map(\.rawValue)).subtracting(schema.fields(ofRecordType: "Folder"))
        XCTAssertEqual(missing.sorted(), [])
    }
}
