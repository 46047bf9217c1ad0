import Foundation
import Testing
@testable import Quillnote

@Suite struct SyncPayloadTests {
    @Test func decodesRelationshipWithNotifyFlag() throws {
        let json = Data(#"{"id":"c-9","following":true,"muting":false,"notifying":true}"#.utf8)
        let rel = try JSONDecoder().decode(CollaboratorRelationship.self, from: json)
        #expect(rel.notifying)
    }

    @Test func decodesRelationshipWithoutNotifyFlag() throws {
        // Self-hosted sync servers older than 2.4 never send "notifying".
        let json = Data(#"{"id":"c-10","following":true,"muting":false}"#.utf8)
        let rel = try JSONDecoder().decode(CollaboratorRelationship.self, from: json)
        #expect(rel.notifying == false)
    }
}
