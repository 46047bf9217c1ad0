import XCTest
import AppIntents
@testable import Tidemark

final class DonationTests: XCTestCase {
    func testIntentDonatedAfterSave() async throws {
        let donations = DonationRecorder()
        try await NoteStore(donations: donations).save(Note(body: "x"))
        XCTAssertEqual(donations.donated.map(\.identifier), ["QuickNoteIntent"])
    }
}
