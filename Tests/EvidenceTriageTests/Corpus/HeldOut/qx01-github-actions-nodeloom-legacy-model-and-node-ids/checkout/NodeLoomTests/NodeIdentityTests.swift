import SwiftData
import Testing
@testable import NodeLoom

@MainActor
struct NodeIdentityTests {
    let context = ModelContext(try! ModelContainer(for: UserInfo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))

    @Test func createUserIdHasSingleBang() {
        let user = NodeDirectory.createUser(num: 0xdeadbeef, context: context)
        #expect(user.userId == "!deadbeef")
    }

    @Test func findOrCreateUserIdHasSingleBang() {
        let user = NodeDirectory.findOrCreateUser(num: 0xdeadbeef, context: context)
        #expect(user.userId == "!deadbeef")
    }

    @Test func findOrCreateUserShortNameIsLastFourHex() {
        let user = NodeDirectory.findOrCreateUser(num: 0x1234abcd, context: context)
        #expect(user.shortName == "abcd")
    }
}
